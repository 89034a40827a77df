import type { ReactNode } from 'react';

/**
 * The staff area's pill for a state (a vehicle's or a lead's status, an overdue lead): one shape
 * everywhere, its colours from `tone` (a background and a text colour class that pass contrast).
 */
export function StatusBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap uppercase ${tone}`}
    >
      {children}
    </span>
  );
}
