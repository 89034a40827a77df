import type { ReactNode } from 'react';

import { FocusOnArrival } from './focus-on-arrival';

/** Why a form's action was refused, announced and focused each time an answer comes back. */
export function RefusalAlert({
  answer,
  labelledBy,
  className = '',
  children,
}: {
  /** The action's state: each new one focuses the alert again. */
  answer: unknown;
  /** The id of its heading, when it has one: the alert's name. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FocusOnArrival
      arrival={answer}
      role="alert"
      labelledBy={labelledBy}
      className={`rounded-card border border-danger bg-red-50 p-5 ${className}`}
    >
      {children}
    </FocusOnArrival>
  );
}
