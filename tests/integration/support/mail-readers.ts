import { spawnSync } from "node:child_process";

/**
 * Two readers of a received mail's headers, as mail clients read them: Python's `email` package (the
 * parser the outside probe used; both its current policy and the legacy `decode_header`), and a
 * lenient RFC 2047 decoder of our own that decodes every `=?charset?B|Q?…?=` anywhere in a header, in
 * quotes, in an address, or glued to other text, as the laxest clients do.
 */

/** What Python's `email` reads from the headers; `errors` holds each header it could not parse. */
export interface PythonReading {
  /** Header names in order, lower case. */
  names: string[];
  /** Decoded header values (policy=default), by lower-case name. */
  headers: Record<string, string>;
  /** The mailboxes of each address header, decoded. */
  addresses: Record<string, { name: string; address: string }[]>;
  /** The same headers through the legacy API: `str(make_header(decode_header(value)))`. */
  legacy: Record<string, string>;
  errors: Record<string, string>;
}

const PYTHON_READER = String.raw`
import email, email.policy, json, re, sys
from email.header import decode_header, make_header
def read(raw):
    current = email.message_from_bytes(raw, policy=email.policy.default)
    legacy = email.message_from_bytes(raw, policy=email.policy.compat32)
    out = {"names": [k.lower() for k in current.keys()], "headers": {}, "addresses": {}, "legacy": {}, "errors": {}}
    for key in ["Subject", "From", "To", "Reply-To", "Cc", "Bcc"]:
        name = key.lower()
        try:
            value = current.get(key)
            if value is None:
                continue
            out["headers"][name] = str(value)
            if hasattr(value, "addresses"):
                out["addresses"][name] = [{"name": a.display_name, "address": a.addr_spec} for a in value.addresses]
            # compat32 keeps the folding: unfold as a reader does, then decode
            out["legacy"][name] = str(make_header(decode_header(re.sub(r"\r?\n(?=[ \t])", "", legacy.get(key)))))
        except Exception as error:
            out["errors"][name] = repr(error)
    return out
print(json.dumps([read(raw.encode("utf-8")) for raw in json.load(sys.stdin)]))
`;

/** Reads raw messages with one `python3` run; fails loudly when there is no python3 (CI's image has 3.11). */
export function readWithPython(raws: readonly string[]): PythonReading[] {
  const result = spawnSync("python3", ["-c", PYTHON_READER], { input: JSON.stringify(raws), encoding: "utf8", timeout: 60_000, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`python3 is needed to read the mails as a mail client does (Python's email package): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`python3 failed reading the mails: ${result.stderr}`);
  return JSON.parse(result.stdout) as PythonReading[];
}

const decodeBytes = (charset: string, bytes: Buffer) => {
  try {
    return new TextDecoder(charset.split("*")[0]!.trim().toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString("latin1");
  }
};

/** Decodes every encoded word anywhere in the value (once), whitespace between two of them dropped. */
export function decodeLeniently(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?\s]+)\?([QqBb])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, text: string) =>
      decodeBytes(
        charset,
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1"),
      ),
    );
}

/** The header block as sent, one entry per header (folded lines joined), not decoded. */
export function rawHeaderLines(raw: string): { name: string; value: string }[] {
  const block = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return block.split("\r\n").map((line) => {
    const colon = line.indexOf(":");
    return { name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() };
  });
}
