import { describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { withoutModulePreloads } from "../../../app/lib/without-module-preloads.server";

/** A document streamed in small pieces, so tags are split across chunks as React's output can be. */
function streamed(html: string, size = 7): Readable {
  const pieces: Buffer[] = [];
  for (let i = 0; i < html.length; i += size) pieces.push(Buffer.from(html.slice(i, i + size)));
  return Readable.from(pieces);
}

describe("withoutModulePreloads", () => {
  it("drops every module preload, keeps every other tag and the module script", async () => {
    const html =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
      '<link rel="modulepreload" href="/assets/framework-2.js"/><link rel="icon" href="/favicon.svg"/><title>Héllo</title></head>' +
      '<body><p>text</p><script type="module" async="">import "/assets/entry.client-1.js";</script></body></html>';
    const out = await text(streamed(html).pipe(withoutModulePreloads()));
    expect(out).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="icon" href="/favicon.svg"/><title>Héllo</title></head>' +
        '<body><p>text</p><script type="module" async="">import "/assets/entry.client-1.js";</script></body></html>',
    );
  });
});
