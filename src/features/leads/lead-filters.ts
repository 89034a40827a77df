/** The staff inbox's filters, read from and written to the URL query. */
import { type Interest, interests } from '@/content/enquiries';
import { listQueryString, queryChoice, queryPage, queryText, type SearchParams } from '@/lib/list-query';

import { leadStatuses, type LeadStatus } from './lead';

export interface LeadListQuery {
  status?: LeadStatus;
  interest?: Interest;
  q?: string;
  page: number;
}

export function parseLeadQuery(query: SearchParams): LeadListQuery {
  return {
    status: queryChoice(query, 'status', leadStatuses),
    interest: queryChoice(query, 'interest', interests),
    q: queryText(query, 'q'),
    page: queryPage(query),
  };
}

export function leadQueryString(query: Partial<LeadListQuery>): string {
  return listQueryString(query, ['status', 'interest', 'q']);
}
