import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { site } from "@content/site";
import type { Role } from "../../../server/accounts/service";
import { longWhen } from "./format";

const NAV = [
  { to: "/admin", label: "Inbox", end: true },
  { to: "/admin/availability", label: "Availability", end: false },
  { to: "/admin/sources", label: "Sources", end: false },
  { to: "/admin/replies", label: "Saved replies", end: false },
  { to: "/admin/people", label: "People", end: false },
  { to: "/admin/outbox", label: "Outbox", end: false },
  { to: "/admin/account", label: "Account", end: false },
];

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
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <a href="/admin" className="font-bold text-fg no-underline">
            {site.name} <span className="font-normal text-muted">workspace</span>
          </a>
          <nav aria-label="Workspace" className="order-3 w-full sm:order-none sm:w-auto">
            <ul className="flex flex-wrap gap-x-1 gap-y-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium no-underline ${isActive ? "bg-accent-soft text-accent-soft-fg" : "text-fg hover:bg-surface-2"}`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <span className="hidden text-sm text-muted md:inline" title={role === "owner" ? "Owner" : "Member"}>
              {email}
            </span>
            <Form method="post" action="/admin/sign-out">
              <button type="submit" className="btn btn-secondary min-h-11 px-4 py-2 text-sm">
                Sign out
              </button>
            </Form>
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
