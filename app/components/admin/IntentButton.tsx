import type { ReactNode } from "react";
import { Form } from "react-router";

const variants = {
  primary: "btn-primary",
  secondary: "btn-secondary",
} as const;

/** `compact` is for a button at the end of a list row, where it sits beside the row's own text. */
const sizes = {
  regular: "px-4 py-2",
  compact: "px-3 py-1.5 text-sm",
} as const;

/**
 * A workspace action that takes one press and asks for nothing: a real form, so it works before the page's
 * JavaScript has loaded, posting `intent` (and the record's ids in `fields`) to the page's own action, which
 * switches on it. A form that also asks for something (a select, a note, a date) is written out where it is
 * used: it is laid out around its fields, not around a button.
 */
export function IntentButton({
  intent,
  fields = {},
  variant,
  size = "regular",
  disabled,
  className,
  "aria-label": ariaLabel,
  children,
}: {
  intent: string;
  fields?: Record<string, string>;
  variant: keyof typeof variants;
  size?: keyof typeof sizes;
  disabled?: boolean;
  /** The form's, for its place in the page. */
  className?: string;
  /** For a row's button whose visible label ("Remove") does not say which row it acts on. */
  "aria-label"?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={disabled} className={`btn ${variants[variant]} min-h-11 ${sizes[size]}`} aria-label={ariaLabel}>
        {children}
      </button>
    </Form>
  );
}
