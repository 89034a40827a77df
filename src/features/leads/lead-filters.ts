/** The staff inbox's filters, read from and written to the URL query. */
import { listFilters, type FiltersQuery } from '@/components/admin/list-query';
import { interests } from '@/content/enquiries';
import { labelledChoices } from '@/lib/labelled-choices';

import { leadStatuses } from './lead';

export const leadOwnerViews = ['mine', 'unassigned'] as const;
export type LeadOwnerView = (typeof leadOwnerViews)[number];

/** What needs doing now: leads past their promise unanswered, or whose follow-up date has come. */
export const { choices: leadDueViews, labels: leadDueLabels } = labelledChoices({
  overdue: 'Overdue: not answered in time',
  'follow-up': 'Follow-up due, today or before',
});
export type LeadDueView = (typeof leadDueViews)[number];

/** The inbox's filters; `owner` is my leads or the leads nobody owns, every lead when unset. */
const leadFilters = listFilters({
  owner: leadOwnerViews,
  status: leadStatuses,
  interest: interests,
  due: leadDueViews,
  q: 'text',
});

export type LeadListQuery = FiltersQuery<typeof leadFilters>;
export const parseLeadQuery = leadFilters.parse;
export const leadQueryString = leadFilters.queryString;
