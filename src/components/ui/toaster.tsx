'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { Icon } from '@/components/ui/icon';
import {
  currentToasts,
  dismissToast,
  subscribeToasts,
  type ToastMessage,
  type ToastVariant,
} from '@/components/ui/toast-store';

const noToasts: readonly never[] = [];

function ToastCard({ item }: { item: ToastMessage }) {
  const [paused, setPaused] = useState(false);
  const card = useRef<HTMLDivElement>(null);

  // Closes itself after its duration, but never while the visitor points at it or is inside it
  // (WCAG 2.2.1: time to read it and reach its buttons); Escape inside it closes it.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item.id, item.duration, paused]);

  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const focusedInside = (target: EventTarget | null) => target instanceof Node && element.contains(target);
    const hold = () => setPaused(true);
    const releaseOnLeave = () => setPaused(focusedInside(document.activeElement));
    const releaseOnBlur = (event: FocusEvent) => setPaused(focusedInside(event.relatedTarget));
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissToast(item.id);
    };
    element.addEventListener('pointerenter', hold);
    element.addEventListener('pointerleave', releaseOnLeave);
    element.addEventListener('focusin', hold);
    element.addEventListener('focusout', releaseOnBlur);
    element.addEventListener('keydown', closeOnEscape);
    return () => {
      element.removeEventListener('pointerenter', hold);
      element.removeEventListener('pointerleave', releaseOnLeave);
      element.removeEventListener('focusin', hold);
      element.removeEventListener('focusout', releaseOnBlur);
      element.removeEventListener('keydown', closeOnEscape);
    };
  }, [item.id]);

  return (
    <div
      ref={card}
      data-variant={item.variant}
      className={`pointer-events-auto relative flex items-start gap-3 rounded-card border p-4 pr-12 shadow-card [animation:toast-in_200ms_ease-out] ${
        item.variant === 'destructive'
          ? 'border-danger bg-danger text-white'
          : 'border-line bg-white text-ink'
      }`}
    >
      <div className="grid gap-1">
        <p className="font-semibold">{item.title}</p>
        {item.description && <p className="text-sm opacity-90">{item.description}</p>}
      </div>
      {item.action && (
        <button
          type="button"
          onClick={() => {
            item.action?.onAction();
            dismissToast(item.id);
          }}
          className="ml-auto shrink-0 rounded-full border border-current px-3 py-1 text-sm font-semibold"
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => dismissToast(item.id)}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full opacity-80 hover:opacity-100"
      >
        <Icon name="x" className="size-4" />
      </button>
    </div>
  );
}

/**
 * The one current toast, mounted once in the site shell. Two live regions are always in the page
 * (a region added together with its text is not announced): errors interrupt, the rest wait.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, () => noToasts);
  const region = (variant: ToastVariant) => (
    <div role={variant === 'destructive' ? 'alert' : 'status'} className="grid gap-2">
      {toasts
        .filter((item) => item.variant === variant)
        .map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
    </div>
  );
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed right-0 bottom-0 z-[100] grid w-full max-w-[420px] gap-2 p-4"
    >
      {region('destructive')}
      {region('default')}
    </section>
  );
}
