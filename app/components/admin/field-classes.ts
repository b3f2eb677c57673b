/** The workspace's text, number, date and select fields: a 44 px target, a visible border in both themes. */
export const fieldInput = "mt-1 block min-h-11 rounded-lg border border-muted/70 bg-bg px-3 text-fg";
