import { isUtf8Request } from "./charset";

/** The body types a browser's form sends. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * True when every byte of a form body, raw or percent-encoded, is valid UTF-8. A browser encodes a
 * form in UTF-8 (the page's charset); anything else, decoded as `FormData` would decode it, becomes
 * U+FFFD and would be stored as that. A `%` that starts no escape is a literal, as in `URLSearchParams`.
 */
export function isUtf8FormBody(bytes: Uint8Array, urlEncoded: boolean): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  if (!urlEncoded || !text.includes("%")) return true;
  try {
    // decodeURIComponent throws on escapes that are not UTF-8 (a lone `%FF`, an encoded surrogate).
    decodeURIComponent(text.replace(/%(?![0-9a-f]{2})/gi, "%25"));
    return true;
  } catch {
    return false;
  }
}

/**
 * A form post's fields, or the status to answer instead: 415 for a body no browser's form sends
 * (another type, a charset but UTF-8), 400 for one that is not valid UTF-8 or not a readable form
 * (broken multipart). Nothing is decoded with replacement characters. The body's size is bounded
 * before any route runs (server/http/body-limit.ts); a route reads it only through this.
 */
export async function readUtf8Form(request: Request): Promise<FormData | { status: 400 | 415 }> {
  const contentType = request.headers.get("content-type");
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type) || !isUtf8Request(contentType)) return { status: 415 };
  try {
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (!isUtf8FormBody(bytes, type === "application/x-www-form-urlencoded")) return { status: 400 };
    return await new Response(bytes, { headers: { "Content-Type": contentType! } }).formData();
  } catch {
    return { status: 400 };
  }
}

/**
 * A route's form post, or the 415/400 `readUtf8Form` found, thrown as the route's answer (React Router
 * answers a thrown Response with its status): not a crash, never a value stored as U+FFFD.
 */
export async function formOf(request: Request): Promise<FormData> {
  const form = await readUtf8Form(request);
  if (!(form instanceof FormData)) throw new Response(null, { status: form.status });
  return form;
}
