import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, policyForNonce } from "../../../server/http/csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script, not external scripts or JSON-LD data blocks", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module" async="">import "/x.js";</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script src="/assets/a.js"></script>',
      "<script>a()</script>",
      "<script>\n  é();\n</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/x.js";'), sha("\n  é();\n")]);
  });
});

describe("policyForNonce", () => {
  it("allows this origin and the nonce, never unsafe-inline or eval for scripts", () => {
    const policy = policyForNonce("abc");
    expect(policy).toContain("script-src 'self' 'nonce-abc';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
