import { useSyncExternalStore } from "react";
import { Icon } from "~/components/ui/Icon";
import { dismissToast, getServerToasts, getToasts, subscribeToasts, type Toast } from "~/lib/toast";

function ToastItem({ item }: { item: Toast }) {
  const destructive = item.variant === "destructive";
  return (
    <li
      data-testid="toast"
      data-variant={item.variant}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-card motion-safe:animate-[toast-in_200ms_ease-out] ${
        destructive ? "border-danger bg-danger-soft text-fg" : "border-border bg-bg text-fg"
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className={`font-semibold ${destructive ? "text-danger" : ""}`}>{item.title}</p>
        {item.description && <p className="mt-1 text-sm text-muted">{item.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:text-fg"
        aria-label="Dismiss notification"
      >
        <Icon name="x" className="size-4" />
      </button>
    </li>
  );
}

/**
 * Both live regions are always in the page, so screen readers announce a toast the moment it is added:
 * failures assertively, everything else politely.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const placement = toasts.at(-1)?.placement ?? "bottom";
  const regions = [
    { live: "assertive" as const, items: toasts.filter((t) => t.variant === "destructive") },
    { live: "polite" as const, items: toasts.filter((t) => t.variant !== "destructive") },
  ];
  return (
    // Toasts show at the edge away from the control that made them (the latest toast decides): at the
    // top just under the 72 px header, or at the bottom above the scroll-to-top button (bottom-5, 48 px).
    <section
      aria-label="Notifications"
      data-placement={placement}
      className={`pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 p-4 sm:left-auto sm:right-1 sm:w-[26rem] ${
        placement === "top" ? "top-[4.5rem]" : "bottom-[4.5rem]"
      }`}
    >
      {regions.map((region) => (
        // The live region is a wrapper: a list may not take the alert/status role itself (axe aria-allowed-role).
        <div key={region.live} aria-live={region.live} aria-atomic="false" role={region.live === "assertive" ? "alert" : "status"} className="w-full">
          <ol className="flex w-full flex-col gap-2">
            {region.items.map((item) => (
              <ToastItem key={item.id} item={item} />
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
