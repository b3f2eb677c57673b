import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { registerContactRoutes } from "../../../server/contact/http";
import type { ContactService, SubmitContext } from "../../../server/contact/service";
import { LIMITS } from "@domain/lead/fields";

/** The contact API over a service that records what it was handed. */
function contactApi() {
  const contexts: SubmitContext[] = [];
  const service: ContactService = {
    async submit(_raw, context) {
      contexts.push(context);
      return { ok: true, id: "lead-1" };
    },
    healthy: async () => true,
  };
  const app = new Hono();
  registerContactRoutes(app, { service, clientAddress: () => "127.0.0.1", siteOrigins: () => [] });
  const post = (body: unknown) => app.request("/api/contact", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { post, contexts };
}

// 3,000 characters of Hindi (क्षि is one, of four code units): a valid lead over the contract's 16 KiB.
const longLead = { name: "प्रिया", email: "priya@example.com", message: "क्षि ".repeat(1500).trim() };

describe("POST /api/contact takes the visit's source", () => {
  it("hands the service the `source` object as sent (the service normalises it)", async () => {
    const { post, contexts } = contactApi();
    const source = { landing: "/locations/warren", utm_campaign: "spring" };
    expect((await post({ name: "Dana", email: "dana@example.com", message: "Hello there", source })).status).toBe(202);
    expect(contexts[0]?.source).toEqual(source);
  });

  it("over 16 KiB, a valid lead may carry a plain source, but the source may not carry padding", async () => {
    const { post } = contactApi();
    expect(new TextEncoder().encode(JSON.stringify(longLead)).byteLength).toBeGreaterThan(LIMITS.contractBodyBytes);
    expect((await post({ ...longLead, source: { landing: "/", click: true } })).status).toBe(202);
    expect((await post({ ...longLead, source: { landing: "/", padding: "x" } })).status).toBe(413);
    expect((await post({ ...longLead, source: { utm_content: "x".repeat(3000) } })).status).toBe(413);
  });
});
