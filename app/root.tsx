import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches } from "react-router";
import type { Route } from "./+types/root";
import appCssHref from "./app.css?url";
import { themeInitScript } from "~/lib/theme";
import { useCspNonce } from "~/lib/csp-nonce";
import { SkipLink } from "~/components/layout/SkipLink";
import { Header } from "~/components/layout/Header";
import { Footer } from "~/components/layout/Footer";
import { ScrollToTop } from "~/components/layout/ScrollToTop";
import { NotFound } from "~/components/layout/NotFound";
import { Toaster } from "~/components/ui/Toaster";
import { HydrationSlice } from "~/components/ui/HydrationSlices";
import { HydrateOnNeed } from "~/components/ui/HydrateOnNeed";
import { markPositionedLoadScript } from "~/components/ui/hydration-triggers";
import { CRITICAL_CSS_ATTRIBUTE, INERT_STYLESHEET_MEDIA, SITE_STYLESHEET_ATTRIBUTE, siteStylesheetOnNeedScript, siteStylesheetPartHrefs } from "~/lib/site-stylesheet";
import { jsonLdScript, professionalServiceJsonLd } from "~/lib/structured-data";
import { errorPageMeta } from "~/lib/seo";
import { site } from "@content/site";
import { requestContextGuard } from "~/lib/request-context-guard.server";
import { usePageViewBeacon } from "~/lib/page-view-beacon";

/** A prerendered page whose loader reads the request context fails the build (see the guard). */
export const middleware: Route.MiddlewareFunction[] = [requestContextGuard];

/**
 * The agency as schema.org ProfessionalService, the same on every page, at the end of <body>. Built only in the server
 * bundle (prerendering): the block never changes, so hydration keeps the server's text and the
 * browser bundle carries neither the builder nor the data.
 */
const agencyJsonLd = import.meta.env.SSR ? jsonLdScript(professionalServiceJsonLd()) : "";

/**
 * The whole stylesheet's files, in cascade order: the client build cuts it in parts (decision 057); the development
 * server serves the source whole, under its own name.
 */
const siteStylesheetHrefs = import.meta.env.DEV ? [appCssHref] : siteStylesheetPartHrefs(appCssHref);

/**
 * The page's critical CSS goes into this empty <style> after rendering (app/lib/critical-css.server.ts,
 * from app/entry.server.tsx): the rules this document's elements match, so the first paint needs no
 * second round trip and the first round trip carries the first screen. The whole stylesheet, hashed
 * and cached, is linked at the end of <body>, where it holds no paint back, and applies from the visitor's
 * first move (app/lib/site-stylesheet.ts); it serves client-side navigations and whatever the page's
 * scripts change later. The browser keeps what the server wrote.
 */
const criticalCssPlaceholder = { [CRITICAL_CSS_ATTRIBUTE]: "" };

/** Only error pages take their title from the root; every page route has its own `meta`. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  return errorPageMeta(isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong");
};

/**
 * Raster icons only: the browser fetches and decodes the page's favicon in the page's own renderer, and an
 * SVG one becomes a whole SVG document there, 10–17 ms of main thread on a fast host where a PNG takes
 * about one (decision 056). 48 px covers a tab's 16 px icon up to three device pixels per CSS pixel.
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon-48.png", sizes: "48x48", type: "image/png" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} blog`, href: "/rss.xml" },
];

/** Workspace routes (`handle: { workspace: true }`) bring their own header and main landmark. */
function useIsWorkspace(): boolean {
  return useMatches().some((match) => (match.handle as { workspace?: boolean } | undefined)?.workspace === true);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useCspNonce();
  const isWorkspace = useIsWorkspace();
  return (
    // `no-js` is removed by the inline script; the theme class is added by it too, hence the warning opt-out.
    <html lang="en-US" className="no-js" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1020" media="(prefers-color-scheme: dark)" />
        <style {...criticalCssPlaceholder} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeInitScript + markPositionedLoadScript }} />
        <Meta />
        {/* The workspace's own stylesheet (a route's `links`) builds on the site's and must come after it in the
            cascade: there the whole stylesheet is linked first, in the head (a workspace page need not paint early). */}
        {isWorkspace && siteStylesheetHrefs.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        <Links />
      </head>
      <body className="min-h-dvh">
        {isWorkspace ? (
          <>
            <SkipLink />
            {children}
          </>
        ) : (
          <VisitorChrome>{children}</VisitorChrome>
        )}
        <ScrollRestoration />
        <Scripts />
        {!isWorkspace && <SiteStylesheetOnNeed hrefs={siteStylesheetHrefs} nonce={nonce} />}
        {/* Data for search engines, read from anywhere in the document: after the page, not in its first round trip. */}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: agencyJsonLd }} suppressHydrationWarning />
      </body>
    </html>
  );
}

/**
 * A visitor page's whole stylesheet, its parts in cascade order: fetched now, applied by the script before them from
 * the first move; the browser keeps the media the script set (hence the warning opt-out, for a move before
 * hydration). At the end of <body>, out of the first round trip: nothing of the page's own code runs before the
 * parser gets here.
 */
function SiteStylesheetOnNeed({ hrefs, nonce }: { hrefs: string[]; nonce: string | undefined }) {
  const marker = { [SITE_STYLESHEET_ATTRIBUTE]: "" };
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: siteStylesheetOnNeedScript(hrefs.length) }} />
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} media={INERT_STYLESHEET_MEDIA} {...marker} suppressHydrationWarning />
      ))}
      <noscript>
        {hrefs.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </noscript>
    </>
  );
}

/** The site's header, main landmark, footer and page helpers around a visitor's page. */
function VisitorChrome({ children }: { children: React.ReactNode }) {
  usePageViewBeacon();
  return (
    <>
      <div id="top" tabIndex={-1} className="outline-none" />
      <SkipLink />
      <HydrationSlice>
        <Header />
      </HydrationSlice>
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-[var(--spacing-header)] outline-none">
        {children}
      </main>
      {/* Below every page's content: hydrates when the reader gets near it, touches it, or the browser is idle. */}
      <HydrateOnNeed>
        <Footer />
      </HydrateOnNeed>
      <ScrollToTop />
      <Toaster />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="container-page section">
      <h1 className="text-h1 font-bold">Something went wrong</h1>
      <p className="mt-4 text-lead text-muted">
        Please reload the page. If it keeps happening, call or email us and we will help right away.
      </p>
      {detail && <pre className="mt-6 overflow-x-auto text-sm">{detail}</pre>}
    </section>
  );
}
