import Link from 'next/link';

import { leadQueryString, type LeadListQuery } from '@/lib/lead-filters';

export function Pagination({ page, pages, query }: { page: number; pages: number; query: LeadListQuery }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link
          href={`/admin${leadQueryString({ ...query, page: page - 1 })}`}
          className="font-semibold text-brand-800 hover:underline"
        >
          ← Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link
          href={`/admin${leadQueryString({ ...query, page: page + 1 })}`}
          className="font-semibold text-brand-800 hover:underline"
        >
          Older →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
