// The licences of the third-party code the site sends to browsers, as one served file. The minifier drops
// the legal comments (`/*! … */`) that carry them, and keeping them costs 0.7 KB gzip on every page (React
// Router repeats its header once per source file). So the client build writes them once, like webpack's
// `extractComments`, to /third-party-licenses.txt, and each chunk holding third-party code keeps a one-line
// pointer to it.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/** Where the file is served from (it is written at the root of the client build). */
export const LICENSES_PATH = "/third-party-licenses.txt";

/** The comment each chunk with third-party code starts with (after V8's compile hint, see vite.config.ts). */
export const LICENSES_POINTER = `/*! Licenses of the third-party code in this file: ${LICENSES_PATH} */`;

export interface ThirdPartyPackage {
  name: string;
  version: string;
  license: string;
  /** The package's licence file as it ships it; empty when it ships none. */
  text: string;
}

/** A notice in one of the project's own files about code taken from elsewhere (lucide's icon shapes). */
export interface ProjectNotice {
  file: string;
  text: string;
}

const LEGAL_COMMENT = /\/\*![\s\S]*?\*\//g;
/** The project's script modules (a stylesheet keeps its own legal comment: CSS is not minified that way). */
const SCRIPT_MODULE = /\.[cm]?[jt]sx?$/;
const LICENSE_FILE = /^(?:licen[cs]e|copying)(?:[.-][\w.-]*)?$/i;

/** The package folder a bundled module comes from: the innermost `node_modules/<name>` or `node_modules/@scope/<name>`. */
export function packageDirOf(moduleId: string): string | undefined {
  const path = moduleId.replace(/^\0/, "").replace(/[?#].*$/, "").replaceAll("\\", "/");
  return /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];
}

function readPackage(dir: string): ThirdPartyPackage {
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name: string; version: string; license?: string };
  const licenseFile = readdirSync(dir)
    .filter((file) => LICENSE_FILE.test(file))
    .sort()[0];
  return {
    name: manifest.name,
    version: manifest.version,
    license: manifest.license ?? "see the package",
    text: licenseFile ? readFileSync(join(dir, licenseFile), "utf8").trim() : "",
  };
}

const RULE = "=".repeat(78);

/** The served file: every package, then every notice, each once, in a stable order. */
export function licensesText(packages: readonly ThirdPartyPackage[], notices: readonly ProjectNotice[]): string {
  const sections = [...packages]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, version, license, text }) => `${RULE}\n${name} ${version} (${license})\n${RULE}\n\n${text || `The package ships no licence file; its package.json says: ${license}.`}\n`);
  const projectNotices = [...notices]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, text }) => `${RULE}\nIn ${file}\n${RULE}\n\n${text}\n`);
  return [
    "Third-party software in this website's JavaScript",
    "",
    "The scripts this website sends to your browser include the open-source software below. Each entry",
    "names the package, its version and its licence, followed by the licence as the package ships it.",
    "",
    ...sections,
    ...projectNotices,
  ].join("\n");
}

/** The text of a legal comment, without its comment markers and leading asterisks. */
export function commentText(comment: string): string {
  return comment
    .replace(/^\/\*!\s*/, "")
    .replace(/\s*\*\/$/, "")
    .split("\n")
    .map((line) => line.replace(/^\s*\* ?/, "").trimEnd())
    .join("\n")
    .trim();
}

/**
 * The client build's plugin: collects the legal comments of the project's own modules as they are read
 * (before any transform strips them), and at the end writes the file and the pointers for the modules that
 * made it into the bundle.
 */
export function thirdPartyLicenses(projectRoot: string): Plugin {
  const noticesByModule = new Map<string, string[]>();
  return {
    name: "third-party-licenses",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!id.startsWith(projectRoot) || id.includes("/node_modules/") || !SCRIPT_MODULE.test(id)) return null;
      const comments = code.match(LEGAL_COMMENT);
      if (comments) noticesByModule.set(id, comments.map(commentText));
      return null;
    },
    generateBundle(_options, bundle) {
      const packages = new Map<string, ThirdPartyPackage>();
      const notices = new Map<string, ProjectNotice>();
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        let thirdParty = false;
        for (const id of file.moduleIds) {
          const dir = packageDirOf(id);
          if (dir) {
            thirdParty = true;
            if (!packages.has(dir)) packages.set(dir, readPackage(dir));
          }
          for (const text of noticesByModule.get(id) ?? []) {
            thirdParty = true;
            notices.set(text, { file: id.slice(projectRoot.length), text });
          }
        }
        if (thirdParty) file.code = `${LICENSES_POINTER}\n${file.code}`;
      }
      // One entry per package name and version, though a package may sit in several folders.
      const unique = new Map([...packages.values()].map((found) => [`${found.name}@${found.version}`, found]));
      this.emitFile({ type: "asset", fileName: LICENSES_PATH.slice(1), source: licensesText([...unique.values()], [...notices.values()]) });
    },
  };
}
