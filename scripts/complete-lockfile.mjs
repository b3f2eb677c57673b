// Adds lock entries for platform-specific optional packages that this registry mirror does not carry,
// so `npm ci` validates; npm skips them at install because they are optional and for other platforms.
import fs from "node:fs";

const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const pkgs = lock.packages;
let added = 0;
const platformOf = (name) => {
  const os = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "sunos", "win32", "netbsd", "aix", "wasm32"].find((o) => name.includes(o));
  const cpu = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasi", "mips64el"].find((c) => name.includes(c));
  return { os, cpu };
};
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    // Resolution walks up node_modules folders from the dependent package.
    let found = false;
    let dir = path;
    while (true) {
      const candidate = (dir ? dir + "/node_modules/" : "node_modules/") + dep;
      if (pkgs[candidate]) { found = true; break; }
      if (!dir) break;
      const idx = dir.lastIndexOf("/node_modules/");
      dir = idx === -1 ? "" : dir.slice(0, idx);
    }
    if (found) continue;
    const { os, cpu } = platformOf(dep);
    const entry = { version: version.replace(/^[\^~=]/, ""), dev: meta.dev, optional: true };
    if (!meta.dev) delete entry.dev;
    if (cpu && cpu !== "wasi") entry.cpu = [cpu];
    if (os && os !== "wasm32") entry.os = [os];
    pkgs["node_modules/" + dep] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log("added", added);
