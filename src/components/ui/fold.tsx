import type { ReactNode } from 'react';

/**
 * The "+" a folded `<details>` ends its summary with; it turns to an "×" while open. The
 * `<details>` carries `group`, which the turn reads. `className` sizes and colours the mark (it
 * replaces the default size, `text-lg`).
 */
export function FoldMark({ className = 'text-lg' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} leading-none transition-transform group-open:rotate-45`}
    >
      +
    </span>
  );
}

/**
 * A block folded behind a pill on a phone, so what follows it comes sooner, and open with no fold
 * from a tablet up (globals.css, .phone-fold).
 */
export function PhoneFold({
  summary,
  className,
  children,
}: {
  summary: ReactNode;
  /** The fold's spacing, which differs from page to page. */
  className: string;
  children: ReactNode;
}) {
  return (
    <details className={`phone-fold group ${className}`}>
      <summary>
        {summary}
        <FoldMark />
      </summary>
      {children}
    </details>
  );
}
