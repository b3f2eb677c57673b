/** How the report writes times, sizes, verdicts and script addresses. */
import { KB } from "../page-weights";

export const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, "") || "(no script)";

export const ms = (v: number) => `${Math.round(v)} ms`;

export const kib = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export const mark = (ok: boolean) => (ok ? "✅" : "❌");

/** A Lighthouse CPU benchmark index as the report writes it: rounded, with a thousands separator (1,500). */
export const indexNumber = (index: number) => (Number.isFinite(index) ? Math.round(index).toLocaleString("en-US") : "?");

/** The words every timing figure carries: the benchmark index of the host it was measured on. */
export const atIndex = (index: number) => `at index ${indexNumber(index)}`;
