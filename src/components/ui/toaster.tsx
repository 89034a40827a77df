'use client';

import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { X } from 'lucide-react';

import { currentToasts, dismissToast, subscribeToasts, toastDefaults } from '@/lib/toast-store';

const noToasts: readonly never[] = [];

/** Renders the one current toast; mounted once in the root layout. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, () => noToasts);
  return (
    <Toast.Provider duration={toastDefaults.duration} swipeDirection="right">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={item.variant}
          className={`relative flex items-start gap-3 rounded-card border p-4 pr-10 shadow-card [animation:toast-in_200ms_ease-out] ${
            item.variant === 'destructive'
              ? 'border-danger bg-danger text-white'
              : 'border-line bg-white text-ink'
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            )}
          </div>
          {item.action && (
            <Toast.Action
              altText={item.action.altText}
              onClick={item.action.onAction}
              className="ml-auto shrink-0 rounded-full border border-current px-3 py-1 text-sm font-semibold"
            >
              {item.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded-full p-1.5 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
