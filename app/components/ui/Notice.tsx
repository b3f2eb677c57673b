import type { ReactNode } from "react";
import { Icon } from "./Icon";

const tones = {
  success: { role: "status", icon: "circle-check", box: "border-success/40 bg-bg", iconColor: "text-success", title: "" },
  danger: { role: "alert", icon: "circle-exclamation-point", box: "border-danger bg-danger-soft", iconColor: "text-danger", title: "text-danger" },
} as const;

/** `regular` on the visitor's pages; `compact` in the workspace, whose pages are denser. */
const sizes = {
  regular: { box: "p-4", icon: "size-5", text: "font-medium" },
  compact: { box: "px-4 py-3 text-sm", icon: "size-4", text: "" },
} as const;

/**
 * What just happened on the page, said where it happened: a success is a polite status, a failure an
 * alert that screen readers announce at once. With a `title`, the children are the details below it;
 * without, they are the message itself. The icon repeats the tone for sighted readers and is hidden from
 * assistive technology.
 */
export function Notice({
  tone,
  size = "regular",
  title,
  children,
  className = "",
  id,
  testId,
}: {
  tone: keyof typeof tones;
  size?: keyof typeof sizes;
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
  testId?: string;
}) {
  const look = tones[tone];
  const scale = sizes[size];
  return (
    <div id={id} role={look.role} data-testid={testId} className={`flex items-start gap-3 rounded-xl border text-fg ${look.box} ${scale.box} ${className}`}>
      <Icon name={look.icon} className={`mt-0.5 shrink-0 ${scale.icon} ${look.iconColor}`} />
      {title ? (
        <div className="min-w-0 flex-1">
          <p className={`font-semibold ${look.title}`}>{title}</p>
          <p className="mt-1 text-sm text-muted">{children}</p>
        </div>
      ) : (
        <div className={`min-w-0 flex-1 ${scale.text}`}>{children}</div>
      )}
    </div>
  );
}
