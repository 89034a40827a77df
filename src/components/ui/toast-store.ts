/**
 * The toast queue: holds one toast at a time (brief, section 4). Any client component can call
 * toast(); the Toaster in the layout renders it.
 */

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  /** The button's words, which are also its name for screen readers. */
  label: string;
  onAction: () => void;
}

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  /** Milliseconds before it closes itself. */
  duration: number;
}

export const toastDefaults = { duration: 5000, limit: 1 } as const;

type Listener = (toasts: readonly ToastMessage[]) => void;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function toast(
  input: Omit<ToastMessage, 'id' | 'variant' | 'duration'> &
    Partial<Pick<ToastMessage, 'variant' | 'duration'>>,
): number {
  const message: ToastMessage = {
    variant: 'default',
    duration: toastDefaults.duration,
    ...input,
    id: nextId++,
  };
  publish([message, ...toasts].slice(0, toastDefaults.limit));
  return message.id;
}

export function dismissToast(id: number) {
  publish(toasts.filter((item) => item.id !== id));
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastMessage[] {
  return toasts;
}
