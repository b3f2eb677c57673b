/** How the report writes times, sizes, verdicts and script addresses. */
import { KB } from "../page-weights";

export const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "") || "(no script)";

export const ms = (v: number) => `${Math.round(v)} ms`;

export const kib = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export const mark = (ok: boolean) => (ok ? "✅" : "❌");
