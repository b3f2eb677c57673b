import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { CspNonceContext } from "~/lib/csp-nonce";
import { finishedDocument } from "~/lib/finished-document.server";
import { cspNonceOf } from "../server/http/request-context";

export const streamTimeout = 5_000;

/** The sitemap's pages, the only paths the server counts a page view for (server/sources/site-pages.ts). */
export { pagePaths as sitePagePaths } from "./pages";

/**
 * Every page waits for all content before the first byte: the site has no deferred data,
 * and crawlers, prerendering and visitors all get the same complete HTML.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  // Set by the server for a page rendered per request; prerendering has none (hashes instead).
  const nonce = cspNonceOf(loadContext);
  // Before the HEAD answer: it carries the headers a GET would (and the server adds the policy to HTML).
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const app = (
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // Never outline a finished <Suspense> boundary (a hidden segment a script moves into place):
      // every page's HTML must be complete and in order without JavaScript. See HydrationSlices.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(finishedDocument()).pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}

/**
 * A client's mistake (a missing page, a method a page does not take) is logged as one line by the
 * server; anything else thrown is a real error worth its stack.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
