import Link from 'next/link';

import { leadQueryString, type LeadListQuery, type LeadOwnerView } from '../../lead-filters';

/**
 * Every lead (for whoever may see them all; else one's own and nobody's), mine, or nobody's: the
 * other filters are kept when switching.
 */
export function LeadOwnerTabs({ query, everyLead }: { query: LeadListQuery; everyLead: boolean }) {
  const views: { owner?: LeadOwnerView; label: string }[] = [
    { label: everyLead ? 'All leads' : 'Mine and unassigned' },
    { owner: 'mine', label: 'My leads' },
    { owner: 'unassigned', label: 'Unassigned' },
  ];
  return (
    <nav aria-label="Whose leads" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {views.map((view) => {
          const current = query.owner === view.owner;
          return (
            <li key={view.label}>
              <Link
                href={`/admin/leads${leadQueryString({ ...query, owner: view.owner, page: 1 })}`}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${current ? 'bg-brand-800 text-white' : 'bg-white text-brand-900 ring-1 ring-line hover:bg-brand-50'}`}
              >
                {view.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
