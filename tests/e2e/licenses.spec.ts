/**
 * The licences of the third-party code in the site's scripts: the minifier drops the legal comments, so the
 * client build writes them to one served file and each chunk with third-party code points to it
 * (scripts/third-party-licenses.ts).
 */
import { expect, test } from "./support/test";

const LICENSES = "/third-party-licenses.txt";
const POINTER = `/*! Licenses of the third-party code in this file: ${LICENSES} */`;
/** A sentence of the MIT licence, which React, React DOM, React Router and the scheduler are under. */
const MIT_GRANT = "Permission is hereby granted, free of charge, to any person obtaining a copy";

test("the licences file names every library the pages' scripts hold, with its licence text", async ({ request }) => {
  const response = await request.get(LICENSES);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  const sections = text.split(/^={78}$/m);
  for (const name of ["react", "react-dom", "react-router", "scheduler", "zod", "@simplewebauthn/browser", "@date-fns/tz"]) {
    const heading = sections.findIndex((section) => new RegExp(`^\\n${name.replace("/", "\\/")} \\d+\\.\\d+\\.\\d+ \\(MIT\\)\\n$`).test(section));
    expect(heading, name).toBeGreaterThan(0);
    expect(sections[heading + 1], name).toContain(MIT_GRANT);
  }
  // The icon shapes are lucide's, drawn from generated data in the app's own code: their notice comes along.
  expect(text).toContain("The icon shapes below are from Lucide");
  expect(text).toContain("Permission to use, copy, modify, and/or distribute this software for any");
});

test("each script with third-party code that a page loads points to the licences", async ({ page, request }) => {
  // The page names the scripts it loads; their bodies are fetched afterwards by URL (hashed, immutable), because
  // the browser drops a response's body when the page navigates, and a script the page loads on idle can arrive
  // just before the next navigation.
  const paths = new Set<string>();
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) paths.add(new URL(response.url()).pathname);
  });
  // Each page's chunks are awaited by name: "networkidle" came during a 670 ms pause before the sign-in page's
  // module scripts on a busy host, and the test went on without them.
  const arrived = (pattern: RegExp) => page.waitForResponse((response) => pattern.test(new URL(response.url()).pathname));
  const homeChunks = Promise.all([/\/react-[\w-]+\.js$/, /\/framework-[\w-]+\.js$/, /\/home-[\w-]+\.js$/].map(arrived));
  await page.goto("/");
  await homeChunks;
  const workspaceChunk = arrived(/\/workspace-[\w-]+\.js$/);
  await page.goto("/admin/sign-in");
  await workspaceChunk;
  const scripts = new Map(
    await Promise.all([...paths].map(async (path) => [path, await (await request.get(path)).text()] as const)),
  );
  const react = [...scripts].filter(([path]) => /\/react-[\w-]+\.js$/.test(path));
  const framework = [...scripts].filter(([path]) => /\/framework-[\w-]+\.js$/.test(path));
  const workspace = [...scripts].filter(([path]) => /\/workspace-[\w-]+\.js$/.test(path));
  expect(react).toHaveLength(1);
  expect(framework).toHaveLength(1);
  expect(workspace).toHaveLength(1);
  for (const [path, code] of [...react, ...framework, ...workspace]) {
    // After V8's compile hint, which must come first (decision 022).
    expect(code.split("\n").slice(0, 2), path).toEqual(["//# allFunctionsCalledOnLoad", POINTER]);
  }
  // The route modules are the app's own code: no pointer.
  const home = [...scripts].find(([path]) => /\/home-[\w-]+\.js$/.test(path));
  expect(home?.[1]).not.toContain(POINTER);
});
