/** The staff inbox's filters, read from and written to the URL query. */
import {
  listQueryString,
  queryChoice,
  queryPage,
  queryText,
  type SearchParams,
} from '@/components/admin/list-query';
import { type Interest, interests } from '@/content/enquiries';
import { labelledChoices } from '@/lib/labelled-choices';

import { leadStatuses, type LeadStatus } from './lead';

export const leadOwnerViews = ['mine', 'unassigned'] as const;
export type LeadOwnerView = (typeof leadOwnerViews)[number];

/** What needs doing now: leads past their promise unanswered, or whose follow-up date has come. */
export const { choices: leadDueViews, labels: leadDueLabels } = labelledChoices({
  overdue: 'Overdue: not answered in time',
  'follow-up': 'Follow-up due, today or before',
});
export type LeadDueView = (typeof leadDueViews)[number];

export interface LeadListQuery {
  /** My leads, or the leads nobody owns; every lead when unset. */
  owner?: LeadOwnerView;
  status?: LeadStatus;
  interest?: Interest;
  due?: LeadDueView;
  q?: string;
  page: number;
}

export function parseLeadQuery(query: SearchParams): LeadListQuery {
  return {
    owner: queryChoice(query, 'owner', leadOwnerViews),
    status: queryChoice(query, 'status', leadStatuses),
    interest: queryChoice(query, 'interest', interests),
    due: queryChoice(query, 'due', leadDueViews),
    q: queryText(query, 'q'),
    page: queryPage(query),
  };
}

export function leadQueryString(query: Partial<LeadListQuery>): string {
  return listQueryString(query, ['owner', 'status', 'interest', 'due', 'q']);
}
