import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/RouterLinks";
import { PageLink } from "~/components/ui/PageLink";
import { Icon } from "~/components/ui/Icon";
import { mainNav } from "@content/navigation";

/**
 * Full-screen menu panel under the 72 px header, for screens narrower than the desktop nav.
 * Modal while open: focus moves in and is kept between the toggle and the panel, Escape closes,
 * the page behind does not scroll. Without JavaScript a plain link to the footer navigation stands in.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  // Any navigation (a link chosen, back/forward) closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panelRef.current?.querySelector<HTMLElement>("a")?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== "Tab") return;
      const focusables = [toggleRef.current, ...(panelRef.current?.querySelectorAll<HTMLElement>("a, button") ?? [])].filter(
        (el): el is HTMLElement => el !== null,
      );
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (!focusables.includes(document.activeElement as HTMLElement)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  return (
    <div className="xl:hidden">
      <a href="#footer-nav" className="no-js-only btn btn-secondary">
        Menu
      </a>
      <button
        ref={toggleRef}
        type="button"
        className="js-only inline-flex size-11 items-center justify-center rounded-xl border border-border text-fg hover:border-accent hover:text-accent"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        data-testid="menu-toggle"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
      </button>
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal={open}
        aria-label="Site menu"
        inert={!open}
        data-open={open}
        // Visibility flips at once on open (so focus can move in) and only after the slide-out on close.
        style={{ transition: `transform 300ms ease-out, visibility 0s linear ${open ? "0s" : "300ms"}` }}
        className={`fixed inset-x-0 bottom-0 top-[var(--spacing-header)] z-40 overflow-y-auto bg-bg ${
          open ? "visible translate-x-0" : "invisible translate-x-full"
        }`}
      >
        <nav aria-label="Mobile" className="container-page py-6">
          <ul className="flex flex-col divide-y divide-border">
            {mainNav.map((item) => (
              <li key={item.path}>
                <PageLink
                  to={item.path}
                  onClick={() => setOpen(false)}
                  className={(isActive) =>
                    `block py-4 text-xl font-semibold hover:text-accent ${isActive ? "text-accent" : "text-fg"}`
                  }
                >
                  {item.name}
                </PageLink>
              </li>
            ))}
          </ul>
          <Link to="/contact" onClick={() => setOpen(false)} className="btn btn-primary mt-8 w-full">
            Get Started
          </Link>
        </nav>
      </div>
    </div>
  );
}
