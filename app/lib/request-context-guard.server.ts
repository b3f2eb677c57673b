/**
 * The root's server middleware: a render in which a loader read a request value the server did not
 * set (`contactOf`, `bookingOf`, `clientAddressOf` of the request context) fails with a clear message.
 *
 * The server sets every value for each request it renders, so this fails only when prerendering,
 * which sets none: a page whose loader reads the context was listed as prerendered in app/pages.ts.
 * Reading an unset value throws, but a loader may catch that and render a page without its live
 * part (the home page shows no free times when the booking service fails), which would silently
 * prerender a page that must be rendered per request. Prerendering stops on this error, so the
 * build fails instead.
 */
import type { MiddlewareFunction, RouterContext, RouterContextProvider } from "react-router";

export const requestContextGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let unsetReads = 0;
  const provider = context as RouterContextProvider;
  const get = provider.get.bind(provider);
  provider.get = <T,>(key: RouterContext<T>): T => {
    try {
      return get(key);
    } catch (error) {
      unsetReads += 1;
      throw error;
    }
  };
  const response = await next();
  if (unsetReads > 0) {
    throw new Error(
      `${new URL(request.url).pathname}: a loader read the request context (contactOf, bookingOf, clientAddressOf), which only the server ` +
        `sets, per request. Prerendering sets none: mark this page render: "request" in app/pages.ts, or stop reading the context in its loader.`,
    );
  }
  return response;
};
