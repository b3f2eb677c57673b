import { Link } from "~/components/ui/RouterLinks";
import { Icon } from "~/components/ui/Icon";
import { footerServices, footerTowns, legalLinks, mainNav } from "@content/navigation";
import { formattedAddress, site } from "@content/site";
import type { LinkEntry } from "@content/types";
import { scrollToPageTop } from "~/lib/scroll";
import { Logo } from "./Logo";
import { CurrentYear } from "./CurrentYear";
import { SocialIcon } from "./SocialIcon";
import { StaticLinkList } from "~/components/ui/StaticLinkList";

function FooterList({ id, title, links }: { id?: string; title: string; links: LinkEntry[] }) {
  return (
    <nav aria-labelledby={`${id ?? title}-heading`} id={id}>
      <h2 id={`${id ?? title}-heading`} className="text-sm font-semibold uppercase tracking-wider text-fg">
        {title}
      </h2>
      <StaticLinkList links={links} className="mt-4 space-y-2.5" linkClassName="text-[0.9375rem] text-muted transition-colors hover:text-accent" />
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-border bg-surface" data-testid="site-footer">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" aria-label="Macomb Web Studio, home" className="inline-block rounded-lg">
            <Logo />
          </Link>
          <p className="mt-4 max-w-xs text-[0.9375rem] text-muted">
            Web design and development for small businesses across {site.county}, {site.state}.
          </p>
          <ul className="mt-5 space-y-2 text-[0.9375rem]">
            <li>
              <a href={site.phoneHref} className="inline-flex items-center gap-2 text-muted hover:text-accent">
                <Icon name="phone" className="size-4" /> {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 break-all text-muted hover:text-accent">
                <Icon name="mail" className="size-4 shrink-0" /> {site.email}
              </a>
            </li>
            <li className="flex items-start gap-2 text-muted">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0" /> {formattedAddress}
            </li>
          </ul>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.name} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-xl border border-border text-muted transition-colors hover:border-accent hover:text-accent"
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterList id="footer-nav" title="Navigation" links={mainNav} />
        <FooterList title="Services" links={footerServices} />
        <FooterList title="Locations" links={footerTowns} />
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear /> {site.legalName}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <Link key={link.path} to={link.path} className="hover:text-accent">
                {link.name}
              </Link>
            ))}
            <a
              href="#top"
              onClick={(event) => {
                event.preventDefault();
                scrollToPageTop();
              }}
              className="inline-flex items-center gap-1.5 font-medium hover:text-accent"
              data-testid="back-to-top"
            >
              Back to top <Icon name="arrow-up" className="size-4" />
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
