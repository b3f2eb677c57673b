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
}

export interface Toast extends Required<Omit<ToastInput, "description">> {
  id: number;
  description?: string;
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

export function toast(input: ToastInput): number {
  const id = nextId++;
  const item: Toast = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  toasts = [...toasts, item].slice(-MAX_VISIBLE);
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
