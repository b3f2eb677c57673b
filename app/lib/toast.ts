/**
 * A tiny toast store. Any component calls `toast(...)`; the single <Toaster/> in the layout renders
 * and announces them. Kept outside React state so non-component code (image error handlers) can use it.
 */
export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself (SPEC §9: 5000). */
  duration?: number;
  /**
   * Who is speaking, e.g. one form: a new toast with the same key replaces the previous one, so a
   * visitor correcting a form sees one answer, not a stack of them.
   */
  key?: string;
  /**
   * The control that made the toast: toasts then show at the edge of the screen away from it
   * (top when it sits in the lower half, bottom otherwise), so they never cover it.
   */
  anchor?: Element | null;
}

/** Which edge of the screen the toasts show at. */
export type ToastPlacement = "top" | "bottom";

export interface Toast extends Required<Omit<ToastInput, "description" | "key" | "anchor">> {
  id: number;
  description?: string;
  key?: string;
  placement: ToastPlacement;
}

export const TOAST_DURATION_MS = 5000;
const MAX_VISIBLE = 3;

type Listener = () => void;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

/** Away from the anchor: the top edge for a control in the lower half of the viewport. */
export function placementAwayFrom(anchor: Element | null | undefined): ToastPlacement {
  if (!anchor || typeof window === "undefined") return "bottom";
  const rect = anchor.getBoundingClientRect();
  return rect.top + rect.height / 2 > window.innerHeight / 2 ? "top" : "bottom";
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    duration: input.duration ?? TOAST_DURATION_MS,
    key: input.key,
    placement: placementAwayFrom(input.anchor),
  };
  const replaced = input.key === undefined ? [] : toasts.filter((t) => t.key === input.key);
  for (const old of replaced) {
    clearTimeout(timers.get(old.id));
    timers.delete(old.id);
  }
  toasts = [...toasts.filter((t) => !replaced.includes(t)), item].slice(-MAX_VISIBLE);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), item.duration),
  );
  emit();
  return id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

const EMPTY: Toast[] = [];
export function getServerToasts(): Toast[] {
  return EMPTY;
}
