/** The staff inbox's filters, read from and written to the URL query. */
import { interests, type Interest } from './contact-schema';
import { leadStatuses, type LeadStatus } from './lead';
import { listQueryString, queryChoice, queryPage, queryText, type SearchParams } from '@/lib/list-query';

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
