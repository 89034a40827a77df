import { FilterForm } from '@/components/admin/filter-form';
import { interestLabels, interests } from '@/content/enquiries';

import { leadStatusLabels, leadStatuses } from '../../lead';
import { leadDueLabels, leadDueViews, type LeadListQuery } from '../../lead-filters';

export function LeadFiltersForm({ query }: { query: LeadListQuery }) {
  return (
    <FilterForm
      action="/admin/leads"
      label="Filter the leads"
      idPrefix="lead"
      search={query.q}
      searchPlaceholder="Name, e-mail, phone, message, reference"
      columnsClass="lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      kept={{ owner: query.owner }}
      selects={[
        {
          name: 'status',
          label: 'Status',
          all: 'All statuses',
          value: query.status,
          options: leadStatuses,
          labels: leadStatusLabels,
        },
        {
          name: 'interest',
          label: 'Interest',
          all: 'All interests',
          value: query.interest,
          options: interests,
          labels: interestLabels,
        },
        {
          name: 'due',
          label: 'Due',
          all: 'All, due or not',
          value: query.due,
          options: leadDueViews,
          labels: leadDueLabels,
        },
      ]}
    />
  );
}
