'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Why a form's action was refused, announced and focused each time an answer comes back (`answer`
 * is the action's state), so a keyboard or screen reader user lands on it rather than hunting.
 */
export function RefusalAlert({
  answer,
  className = '',
  children,
}: {
  answer: unknown;
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
      className={`rounded-card border border-danger bg-red-50 p-5 ${className}`}
    >
      {children}
    </div>
  );
}
