import Link from 'next/link';

import { buttonClasses } from '@/components/ui/button';
import { interestLabels, interests } from '@/lib/contact-schema';
import { leadStatuses } from '@/lib/lead';
import type { LeadListQuery } from '@/lib/lead-filters';

const fieldClass = 'mt-1 min-h-11 w-full rounded-xl border border-line bg-white px-3';

/** A plain GET form: the filters live in the URL, so a filtered view can be bookmarked. */
export function LeadFiltersForm({ query }: { query: LeadListQuery }) {
  return (
    <form
      method="get"
      action="/admin"
      className="mt-6 grid gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <div>
        <label htmlFor="lead-search" className="text-sm font-semibold">
          Search
        </label>
        <input
          id="lead-search"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Name, e-mail, phone, message"
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="lead-status" className="text-sm font-semibold">
          Status
        </label>
        <select id="lead-status" name="status" defaultValue={query.status ?? ''} className={fieldClass}>
          <option value="">All statuses</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {status[0]!.toUpperCase() + status.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-interest" className="text-sm font-semibold">
          Interest
        </label>
        <select id="lead-interest" name="interest" defaultValue={query.interest ?? ''} className={fieldClass}>
          <option value="">All interests</option>
          {interests.map((interest) => (
            <option key={interest} value={interest}>
              {interestLabels[interest]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClasses('primary')}>
          Filter
        </button>
        <Link href="/admin" className={buttonClasses('ghost')}>
          Reset
        </Link>
      </div>
    </form>
  );
}
