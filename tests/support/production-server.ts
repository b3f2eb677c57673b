import { join } from "node:path";

/** The server build that `npm run build` writes and `npm start` runs (the production server when run as main). */
export const productionServerEntry = join(process.env.BUILD_DIR ?? "build", "server", "index.js");
