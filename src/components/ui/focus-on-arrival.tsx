'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A result that takes focus each time a new answer arrives (`arrival` is anything that changes with
 * it: an action's state, a record's id), so a keyboard or screen reader user lands on it rather
 * than hunting for it. `role` says how it is announced: "alert" for a refusal, "status" for a short
 * result, "region" (named by its heading) for a long one read at the reader's pace.
 */
export function FocusOnArrival({
  arrival,
  role,
  labelledBy,
  className = '',
  children,
}: {
  arrival: unknown;
  role: 'alert' | 'status' | 'region';
  /** The id of its heading, when it has one: the region's name. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, [arrival]);
  return (
    <div ref={region} tabIndex={-1} role={role} aria-labelledby={labelledBy} className={className}>
      {children}
    </div>
  );
}
