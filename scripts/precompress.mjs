// Writes .br and .gz twins of every compressible file in the client build, at maximum
// compression, so the server never compresses static files at request time.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, extname } from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const root = join(process.env.BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt", ".data", ".webmanifest", ".ico"]);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
for await (const path of walk(root)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const body = await readFile(path);
  if (body.length < 512) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) await writeFile(path + ".br", br);
  if (gz.length < body.length) await writeFile(path + ".gz", gz);
  count++;
}
console.log(`precompressed ${count} files in ${root}`);
