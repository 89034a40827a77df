import { Field, controlClass } from '@/components/ui/field';
import { interestLabels, interests } from '@/lib/contact-schema';
import { leadStatuses } from '@/lib/lead';
import type { LeadListQuery } from '@/lib/lead-filters';

import { FilterActions } from './filter-actions';

/** A plain GET form: the filters live in the URL, so a filtered view can be bookmarked. */
export function LeadFiltersForm({ query }: { query: LeadListQuery }) {
  return (
    <form
      method="get"
      action="/admin"
      role="search"
      aria-label="Filter the leads"
      className="mt-6 grid gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <Field id="lead-search" name="q" label="Search">
        {(control) => (
          <input
            {...control}
            type="search"
            defaultValue={query.q}
            placeholder="Name, e-mail, phone, message, reference"
            className={controlClass}
          />
        )}
      </Field>
      <Field id="lead-status" name="status" label="Status">
        {(control) => (
          <select {...control} defaultValue={query.status ?? ''} className={controlClass}>
            <option value="">All statuses</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {status[0]!.toUpperCase() + status.slice(1)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="lead-interest" name="interest" label="Interest">
        {(control) => (
          <select {...control} defaultValue={query.interest ?? ''} className={controlClass}>
            <option value="">All interests</option>
            {interests.map((interest) => (
              <option key={interest} value={interest}>
                {interestLabels[interest]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FilterActions resetHref="/admin" />
    </form>
  );
}
