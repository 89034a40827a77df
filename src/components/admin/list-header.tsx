import type { ReactNode } from 'react';

/** The top of a staff list: its name, how many match (announced as filters change), its actions. */
export function ListHeader({
  title,
  summary,
  children,
}: {
  title: string;
  /** "12 leads, newest first". */
  summary: string;
  /** The list's actions: add, import, export. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-1 text-muted" aria-live="polite">
          {summary}
        </p>
      </div>
      {children}
    </div>
  );
}
