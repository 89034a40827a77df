import type { ReactNode } from 'react';

const look = 'rounded-xl bg-brand-50 p-3 font-semibold text-brand-900';

/**
 * What a staff page says after a change went through ("Changes saved."), announced politely.
 * `action` is a button that belongs with the sentence (the photos' "Undo: put it back"): the
 * sentence and the button then sit in a row.
 */
export function Notice({
  children,
  action,
  className = 'mt-4',
}: {
  children: ReactNode;
  action?: ReactNode;
  /** Its space above: "mt-4" unless the page spaces it otherwise. */
  className?: string;
}) {
  if (!action)
    return (
      <p role="status" className={`${className} ${look}`.trim()}>
        {children}
      </p>
    );
  return (
    <div role="status" className={`${className} flex flex-wrap items-center gap-3 ${look}`.trim()}>
      <p>{children}</p>
      {action}
    </div>
  );
}
