import { describe, expect, it } from "vitest";
import { isUtf8FormBody, readUtf8Form } from "../../../server/http/form-body";

const post = (contentType: string | undefined, body: BodyInit) =>
  new Request("http://127.0.0.1/admin/leads/1", { method: "POST", headers: contentType === undefined ? {} : { "content-type": contentType }, body });
const bytes = (...values: number[]) => new Uint8Array(values);

describe("isUtf8FormBody", () => {
  it.each([
    ["ASCII", "note=hello+there&intent=note"],
    ["percent-encoded UTF-8", "note=caf%C3%A9+%E0%A4%A8%F0%9F%98%80"],
    ["raw UTF-8", "note=café"],
    ["a % that starts no escape", "note=100%+sure%zz%"],
    ["U+FFFD typed as such", "note=%EF%BF%BD"],
  ])("takes %s", (_label, body) => {
    expect(isUtf8FormBody(new TextEncoder().encode(body), true)).toBe(true);
  });

  it.each([
    ["a latin1 byte escaped", "note=caf%E9"],
    ["a lone continuation byte", "note=%80"],
    ["an overlong slash", "note=%C0%AF"],
    ["an encoded surrogate", "note=%ED%A0%80"],
    ["a cut sequence", "note=%E2%82"],
  ])("refuses %s", (_label, body) => {
    expect(isUtf8FormBody(new TextEncoder().encode(body), true)).toBe(false);
  });

  it("refuses raw bytes that are not UTF-8, in either body type", () => {
    const latin1 = bytes(...new TextEncoder().encode("note=caf"), 0xe9);
    expect(isUtf8FormBody(latin1, true)).toBe(false);
    expect(isUtf8FormBody(latin1, false)).toBe(false);
  });
});

describe("readUtf8Form", () => {
  it("reads a UTF-8 form", async () => {
    const form = await readUtf8Form(post("application/x-www-form-urlencoded", "note=caf%C3%A9&intent=note"));
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get("note")).toBe("café");
  });

  it.each(["latin1", "ISO-8859-1", "windows-1252", '"utf-16"'])("answers 415 for charset=%s", async (charset) => {
    expect(await readUtf8Form(post(`application/x-www-form-urlencoded; charset=${charset}`, "note=caf%E9"))).toEqual({ status: 415 });
  });

  it("answers 415 for a body that is no form", async () => {
    for (const type of [undefined, "", "application/json", "text/plain"]) expect(await readUtf8Form(post(type, "note=x")), String(type)).toEqual({ status: 415 });
  });

  it("answers 400 for a body that is not valid UTF-8 rather than storing U+FFFD", async () => {
    expect(await readUtf8Form(post("application/x-www-form-urlencoded", "note=caf%E9"))).toEqual({ status: 400 });
    expect(await readUtf8Form(post("application/x-www-form-urlencoded; charset=utf-8", bytes(0x6e, 0x3d, 0xff)))).toEqual({ status: 400 });
    const multipart = "--b\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\ncaf\xe9\r\n--b--\r\n";
    expect(await readUtf8Form(post("multipart/form-data; boundary=b", Uint8Array.from(multipart, (c) => c.charCodeAt(0))))).toEqual({ status: 400 });
  });

  it("answers 400 for broken multipart", async () => {
    expect(await readUtf8Form(post("multipart/form-data; boundary=xyz", "--xyz\r\nbroken"))).toEqual({ status: 400 });
  });
});
