import type { ReactNode } from 'react';

import { SidewaysScroller } from '@/components/ui/sideways-scroller';

/**
 * A staff list as a table that scrolls sideways on a phone instead of squeezing its columns, with
 * a caption for screen readers, or a plain sentence when the list is empty.
 */
export function DataTable({
  caption,
  columns,
  empty,
  isEmpty,
  className = '',
  children,
}: {
  caption: string;
  /** Column headings; a column without visible heading gets a label for screen readers. */
  columns: readonly (string | { label: string; hidden: true })[];
  /** What to say when there are no rows. */
  empty: string;
  isEmpty: boolean;
  /** The <tr> rows. */
  children: ReactNode;
  /** E.g. "hidden md:block" where a list shows as cards on a phone instead. */
  className?: string;
}) {
  if (isEmpty) {
    return (
      <p className="mt-6 rounded-card border border-dashed border-line bg-white p-10 text-center text-muted">
        {empty}
      </p>
    );
  }
  return (
    <SidewaysScroller className={`mt-6 card ${className}`}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className="px-4 py-3">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className="px-4 py-3">
                  <span className="sr-only">{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="[&_td]:px-4 [&_td]:py-3 [&_tr]:border-b [&_tr]:border-line [&_tr:last-child]:border-0">
          {children}
        </tbody>
      </table>
    </SidewaysScroller>
  );
}
