import { join } from "node:path";

/** The compiled production server that `npm run build` writes (scripts/build-server.mjs) and `npm start` runs. */
export const productionServerEntry = join(process.env.BUILD_DIR ?? "build", "server-entry.js");
