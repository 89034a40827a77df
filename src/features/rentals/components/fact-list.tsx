import type { ReactNode } from 'react';

/**
 * A booking's facts as label and value rows, for the renter's page and the desk's alike; each
 * says how its list is laid out and how a value wraps.
 */
export function FactList({
  rows,
  className,
  valueClassName,
  testId,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  className: string;
  valueClassName: string;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
