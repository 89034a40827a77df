import Link from 'next/link';

/** Previous and next page links of a staff list; the list's query is kept in each link. */
export function Pagination({
  page,
  pages,
  hrefFor,
  previousLabel = '← Previous',
  nextLabel = 'Next →',
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className="font-semibold text-brand-800 hover:underline">
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} className="font-semibold text-brand-800 hover:underline">
          {nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
