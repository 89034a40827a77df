'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Why a form's action was refused, announced and focused each time an answer comes back (`answer`
 * is the action's state), so a keyboard or screen reader user lands on it rather than hunting.
 */
export function RefusalAlert({
  answer,
  labelledBy,
  className = '',
  children,
}: {
  answer: unknown;
  /** The id of its heading, when it has one: the alert's name. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.focus();
  }, [answer]);
  return (
    <div
      ref={alert}
      tabIndex={-1}
      role="alert"
      aria-labelledby={labelledBy}
      className={`rounded-card border border-danger bg-red-50 p-5 ${className}`}
    >
      {children}
    </div>
  );
}
