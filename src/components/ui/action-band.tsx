import type { ReactNode } from 'react';

const tones = {
  /** News about the cart itself (sold, on hold). */
  accent: 'gap-5 border-accent-400 bg-accent-50',
  /** Something the visitor can do (hold it). */
  brand: 'gap-4 border-brand-200 bg-brand-50',
};

/**
 * A band across a page: a heading and a sentence on the left, one action (if there is one to
 * take) on the right (below on a phone). The vehicle page's "sold / on hold" notice and its "Hold
 * this cart" offer are two.
 */
export function ActionBand({
  headingId,
  title,
  tone,
  action,
  children,
}: {
  headingId: string;
  title: ReactNode;
  tone: keyof typeof tones;
  action?: ReactNode;
  /** The sentence under the heading. */
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={`mt-8 flex flex-col rounded-card border p-6 sm:flex-row sm:items-center sm:justify-between ${tones[tone]}`}
    >
      <div>
        <h2 id={headingId} className="text-2xl font-extrabold">
          {title}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">{children}</p>
      </div>
      {action}
    </section>
  );
}
