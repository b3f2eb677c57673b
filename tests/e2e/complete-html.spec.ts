/**
 * Every prerendered page is complete, in-order HTML before any script runs. React can stream a
 * finished <Suspense> boundary "outlined": a `<!--$?-->` placeholder where the content belongs and
 * the content itself in a `<div hidden id="S:…">` that an inline script moves into place. Without
 * JavaScript (or before it runs) such a section is invisible, so entry.server.tsx turns outlining
 * off; this reads every HTML file of the build and fails if any page has it.
 */
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { expect, test } from "@playwright/test";
import { clientDir, htmlFiles } from "../../scripts/page-weights";

const OUTLINED = [
  { what: "pending boundary <!--$?-->", pattern: /<!--\$\?-->/ },
  { what: "hidden segment <div hidden id=\"S:…\">", pattern: /<div hidden[^>]*\bid="S:/ },
  { what: "boundary template <template id=\"B:…\">", pattern: /<template[^>]*\bid="B:/ },
  { what: "client-rendered boundary <!--$!-->", pattern: /<!--\$!-->/ },
];

test("no prerendered page outlines a Suspense boundary or hides a segment", async () => {
  const root = clientDir();
  const files = await htmlFiles(root);
  expect(files.length).toBeGreaterThan(50);
  const found: string[] = [];
  let slices = 0;
  for (const file of files) {
    const html = await readFile(file, "utf8");
    slices += html.match(/<!--\$-->/g)?.length ?? 0;
    for (const { what, pattern } of OUTLINED) if (pattern.test(html)) found.push(`${relative(root, file)}: ${what}`);
  }
  expect(found).toEqual([]);
  // The pages are built from hydration slices (completed boundaries, inline): the scan sees them.
  expect(slices).toBeGreaterThan(files.length * 3);
});
