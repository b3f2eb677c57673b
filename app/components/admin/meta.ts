/** A workspace page's title; never indexed (the server's gate also sends `X-Robots-Tag: noindex`). */
export const workspaceTitle = (title: string) => [{ title: `${title} · Workspace` }, { name: "robots", content: "noindex, nofollow" }];
