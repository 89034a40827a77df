import type { ReactNode } from 'react';

export interface EstimateLine {
  label: ReactNode;
  value: string;
  /** The line the estimate is about (a total, a monthly payment): shown larger. */
  emphasis?: boolean;
}

/**
 * A live estimate beside a form: the figures worked out from the published numbers, and the
 * note that says what they are (an estimate, confirmed by our team / not an offer of credit).
 * It is a polite live region, so a screen reader hears a new figure without losing its place.
 */
export function EstimatePanel({
  id,
  title,
  lines,
  note,
  empty,
  problem,
  children,
}: {
  id: string;
  title: string;
  lines: readonly EstimateLine[] | undefined;
  note: ReactNode;
  /** Said instead of the figures while the choices do not make an estimate yet. */
  empty: string;
  /** Said instead of the figures when the choices break a rule: why no price is given. */
  problem?: string;
  /** Said after the figures, e.g. a cheaper way to the same thing. */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-brand-200 bg-brand-50 p-5">
      <h3 id={`${id}-title`} className="text-base font-bold text-brand-900">
        {title}
      </h3>
      <div aria-live="polite" className="mt-3">
        {problem ? (
          <p className="text-sm font-semibold text-danger">{problem}</p>
        ) : lines ? (
          <dl className="grid gap-2 text-sm">
            {lines.map((line, index) => (
              <div
                key={index}
                className={`flex items-baseline justify-between gap-4 ${line.emphasis ? 'border-t border-brand-200 pt-2 text-base font-bold text-ink' : ''}`}
              >
                <dt>{line.label}</dt>
                <dd className="shrink-0 font-semibold tabular-nums">{line.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-muted">{empty}</p>
        )}
        {!problem && lines && children}
      </div>
      <p className="mt-3 text-xs text-muted">{note}</p>
    </section>
  );
}
