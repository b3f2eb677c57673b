import { Link } from "~/components/ui/RouterLinks";
import { PageLink } from "~/components/ui/PageLink";
import { mainNav } from "@content/navigation";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { Logo } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";
import { MobileMenu } from "./MobileMenu";

export const HEADER_SCROLL_THRESHOLD = 20;

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 h-[var(--spacing-header)] border-b transition-[border-color] duration-200 ${
        scrolled ? "border-border" : "border-transparent"
      }`}
    >
      {/* The frosted background is a layer of its own: a backdrop-filter on the header itself would make it the
          containing block of the fixed mobile menu inside it (the open menu collapsed to no height once the page
          had scrolled), and switching it on would nudge the header's contents by a fraction of a pixel. */}
      <div
        aria-hidden="true"
        data-testid="header-background"
        className={`absolute inset-0 -z-10 transition-[background-color,backdrop-filter] duration-200 ${
          scrolled ? "bg-[var(--header-bg)] backdrop-blur-md" : "bg-bg"
        }`}
      />
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" aria-label="Macomb Web Studio, home" className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {mainNav.map((item) => (
              <li key={item.path}>
                <PageLink
                  to={item.path}
                  className={(isActive) =>
                    `whitespace-nowrap rounded-lg px-2.5 py-2 text-[0.9375rem] font-medium transition-colors hover:text-accent ${
                      isActive ? "text-accent" : "text-fg"
                    }`
                  }
                >
                  {item.name}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <Link to="/contact" className="btn btn-primary hidden sm:inline-flex">
            Get Started
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
