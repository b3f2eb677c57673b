import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { site } from "@content/site";
import type { Role } from "../../../server/accounts/service";
import { longWhen } from "./format";

/** The workspace's pages, in the order the header lists them: adding a page is one line here. */
const NAV = [
  { to: "/admin", label: "Inbox", end: true },
  { to: "/admin/availability", label: "Availability", end: false },
  { to: "/admin/sources", label: "Sources", end: false },
  { to: "/admin/replies", label: "Saved replies", end: false },
  { to: "/admin/people", label: "People", end: false },
  { to: "/admin/outbox", label: "Outbox", end: false },
  { to: "/admin/account", label: "Account", end: false },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium no-underline ${isActive ? "bg-accent-soft text-accent-soft-fg" : "text-fg hover:bg-surface-2"}`;

function NavList({ className, onPick }: { className: string; onPick?: () => void }) {
  return (
    <ul className={className}>
      {NAV.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={linkClass} onClick={onPick}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SignOutButton({ className = "" }: { className?: string }) {
  return (
    <Form method="post" action="/admin/sign-out" className={className}>
      <button type="submit" className="btn btn-secondary min-h-11 w-full px-4 py-2 text-sm">
        Sign out
      </button>
    </Form>
  );
}

/**
 * Below the `lg` width the navigation sits behind one **Menu** button, so the header stays one row on a
 * phone. It is a `<details>` disclosure: it opens without JavaScript; with it, Escape closes it and
 * returns focus to the button, picking a page closes it, and `aria-expanded` follows its state (before
 * hydration the browser exposes a summary's expanded state itself).
 */
function PhoneMenu({ email, role }: { email: string; role: Role }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const close = () => {
    if (menu.current?.open) menu.current.open = false;
  };
  // Escape anywhere inside the open menu (its button or a link in it) closes it.
  useEffect(() => {
    const details = menu.current;
    if (!open || !details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      event.preventDefault();
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    details.addEventListener("keydown", onKeyDown);
    return () => details.removeEventListener("keydown", onKeyDown);
  }, [open]);
  return (
    <details ref={menu} className="lg:hidden" onToggle={(event) => setOpen(event.currentTarget.open)} data-testid="workspace-menu">
      <summary
        aria-expanded={open}
        aria-controls="workspace-menu-panel"
        className="btn btn-secondary flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 text-sm [&::-webkit-details-marker]:hidden"
      >
        Menu
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round">
          <path d="M2.5 4.5h11M2.5 8h11M2.5 11.5h11" />
        </svg>
      </summary>
      <div id="workspace-menu-panel" className="absolute inset-x-0 top-full z-20 border-b border-border bg-surface shadow-lg">
        <div className="mx-auto max-w-6xl px-4 py-3">
          <nav aria-label="Workspace">
            <NavList className="grid gap-1" onPick={close} />
          </nav>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
            <span className="min-w-0 break-all text-sm text-muted">
              {email} · {role === "owner" ? "Owner" : "Member"}
            </span>
            <SignOutButton />
          </div>
        </div>
      </div>
    </details>
  );
}

/**
 * A signed-in workspace page: the workspace's header (navigation, sign out) and its main landmark; while
 * email delivery fails (`mailFailingSince`, from the page's loader: `mailFailingSinceOf`), a banner says since when.
 */
export function WorkspaceShell({
  email,
  role,
  title,
  mailFailingSince = null,
  children,
}: {
  email: string;
  role: Role;
  title: string;
  mailFailingSince?: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <header className="relative border-b border-border bg-surface" data-testid="workspace-header">
        <div className="mx-auto flex max-w-6xl items-center gap-x-6 px-4 py-2">
          {/* On a phone the agency's name alone, so the row keeps the Menu button beside it uncut. */}
          <a href="/admin" className="min-w-0 truncate font-bold text-fg no-underline">
            {site.name} <span className="hidden font-normal text-muted sm:inline">workspace</span>
          </a>
          <nav aria-label="Workspace" className="hidden lg:block">
            <NavList className="flex gap-x-1" />
          </nav>
          <div className="ml-auto flex shrink-0 items-center gap-3">
            <span className="hidden text-sm text-muted xl:inline" title={role === "owner" ? "Owner" : "Member"}>
              {email}
            </span>
            <SignOutButton className="hidden lg:block" />
            <PhoneMenu email={email} role={role} />
          </div>
        </div>
      </header>
      {mailFailingSince && (
        <div role="status" className="border-b border-danger/40 bg-danger-soft" data-testid="mail-failing">
          <p className="mx-auto max-w-6xl px-4 py-2 text-sm font-medium">
            Email delivery failing since {longWhen(mailFailingSince)}.{" "}
            <a href="/admin/outbox" className="underline underline-offset-2">
              See the outbox
            </a>
          </p>
        </div>
      )}
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none sm:py-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </main>
    </>
  );
}

/** The pages before sign-in (sign in, enrolment, an emailed link): one card, centred. */
export function SignInShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10 outline-none">
      <p className="text-sm font-semibold text-muted">{site.name} workspace</p>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <div className="mt-6">{children}</div>
    </main>
  );
}
