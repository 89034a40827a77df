/** The staff inbox's filters, read from and written to the URL query. */
import { interests, type Interest } from './contact-schema';
import { leadStatuses, type LeadStatus } from './lead';

export interface LeadListQuery {
  status?: LeadStatus;
  interest?: Interest;
  q?: string;
  page: number;
}

type Query = Record<string, string | string[] | undefined>;

const first = (query: Query, key: string) => {
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
};

export function parseLeadQuery(query: Query): LeadListQuery {
  const status = first(query, 'status');
  const interest = first(query, 'interest');
  const q = first(query, 'q')?.trim().slice(0, 100);
  const page = Number.parseInt(first(query, 'page') ?? '1', 10);
  return {
    status: leadStatuses.includes(status as LeadStatus) ? (status as LeadStatus) : undefined,
    interest: interests.includes(interest as Interest) ? (interest as Interest) : undefined,
    q: q || undefined,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function leadQueryString(query: Partial<LeadListQuery>): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.interest) params.set('interest', query.interest);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
