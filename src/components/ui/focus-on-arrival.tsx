'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Whether the browser drew this page by reloading the address it shows: the reader was here
 * already, and the browser puts them back where they were.
 */
function reloadedHere(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' && entry.name === window.location.href;
}

/**
 * A result that takes focus each time a new answer arrives (`arrival` is anything that changes with
 * it: an action's state, a record's id), so a keyboard or screen reader user lands on it rather
 * than hunting for it. `role` says how it is announced: "alert" for a refusal, "status" for a short
 * result, "region" (named by its heading) for a long one read at the reader's pace.
 */
export function FocusOnArrival({
  arrival,
  role,
  notOnReload = false,
  labelledBy,
  className = '',
  children,
}: {
  arrival: unknown;
  role: 'alert' | 'status' | 'region';
  /** The id of its heading, when it has one: the region's name. */
  labelledBy?: string;
  /** Left alone when the page is reloaded: a note drawn with the page, not an answer just given. */
  notOnReload?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notOnReload && reloadedHere()) return;
    region.current?.focus();
  }, [arrival, notOnReload]);
  return (
    <div ref={region} tabIndex={-1} role={role} aria-labelledby={labelledBy} className={className}>
      {children}
    </div>
  );
}
