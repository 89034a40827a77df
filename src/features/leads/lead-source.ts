/**
 * Where a lead came from: the page the visit landed on, the site that linked to it, and the
 * campaign tags of the address (UTM, Google's gclid, Meta's fbclid). First-party only: the
 * browser keeps them for its session (sessionStorage, never a cookie, so a cached page is the
 * same for everyone) and the form sends them; without JavaScript the server reads the tags from
 * the address of the page the form was posted from.
 */

import { asOneLine } from '@/lib/one-line-text';

export interface LeadSource {
  landingPage?: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  gclid?: string;
  fbclid?: string;
}

/** The address parameters and form fields each part travels in. */
export const sourceParameters = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
  fbclid: 'fbclid',
} as const satisfies Partial<Record<keyof LeadSource, string>>;

export const sourceFormFields = {
  ...sourceParameters,
  landingPage: 'source_landing',
  referrerHost: 'source_referrer',
} as const satisfies Record<keyof LeadSource, string>;

/** The name of a form field that carries part of the source. */
export type SourceFormField = (typeof sourceFormFields)[keyof LeadSource];

/** Where the browser keeps the session's source (sessionStorage). */
export const sourceStorageKey = 'lead-source';

const maxLength = 200;

/** A value as stored: one line of printable text (src/lib/one-line-text.ts), capped; undefined when empty. */
function clean(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;

  const text = asOneLine(value).trim().slice(0, maxLength);
  return text || undefined;
}

/**
 * utm_source and utm_medium name where a visit came from ("google", "cpc", "newsletter"): the
 * dashboard counts leads by them and the CRM receives them. Anyone can type a link's tags, so they
 * are kept only as such a name: lower case (a link tagged "Facebook" and one tagged "facebook" are
 * one source to the dealer), spaces run together, letters, digits and . _ - + / : @, at most 100.
 * Anything else is dropped, never a reason to refuse the enquiry. Campaign, term and content are
 * free text (a search term is in any language), kept as one line.
 */
function cleanName(value: unknown): string | undefined {
  const text = clean(value)?.toLowerCase().replace(/ +/g, ' ');
  return text && /^[\w .+/:@-]{1,100}$/.test(text) ? text : undefined;
}

function cleanPath(value: unknown): string | undefined {
  const text = clean(value);
  return text?.startsWith('/') && !text.startsWith('//') ? text : undefined;
}

function cleanHost(value: unknown): string | undefined {
  const text = clean(value)?.toLowerCase();
  return text && /^[a-z0-9.-]{1,253}$/.test(text) ? text : undefined;
}

const cleaners: Partial<Record<keyof LeadSource, (value: unknown) => string | undefined>> = {
  landingPage: cleanPath,
  referrerHost: cleanHost,
  utmSource: cleanName,
  utmMedium: cleanName,
};

/** The campaign tags of an address's query. */
export function campaignTags(search: URLSearchParams): LeadSource {
  const source: LeadSource = {};
  for (const [part, parameter] of Object.entries(sourceParameters) as [
    keyof typeof sourceParameters,
    string,
  ][]) {
    const value = (cleaners[part] ?? clean)(search.get(parameter));
    if (value) source[part] = value;
  }
  return source;
}

/** The source parts among a form's fields (sourceFormFields), each cleaned; malformed ones dropped. */
export function sourceOfFields(fields: unknown): LeadSource {
  const record = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
  const source: LeadSource = {};
  for (const [part, field] of Object.entries(sourceFormFields) as [keyof LeadSource, string][]) {
    const value = (cleaners[part] ?? clean)(record[field]);
    if (value) source[part] = value;
  }
  return source;
}

/** The source as the form fields that carry it: what sourceOfFields reads back. */
export function sourceAsFields(source: LeadSource | null): Partial<Record<SourceFormField, string>> {
  const fields: Partial<Record<SourceFormField, string>> = {};
  for (const [part, field] of Object.entries(sourceFormFields) as [keyof LeadSource, SourceFormField][]) {
    const value = source?.[part];
    if (value) fields[field] = value;
  }
  return fields;
}

/**
 * The source a form post carries, read leniently (a malformed tag is dropped, never a reason to
 * refuse an enquiry). With no source fields (a post without JavaScript), the tags of the form
 * page's own address, from the Referer header when it is this site's.
 */
export function readLeadSource(
  fields: unknown,
  referer: string | null,
  siteOrigin: string,
): LeadSource | null {
  const source = sourceOfFields(fields);
  if (Object.keys(source).length === 0 && referer) {
    try {
      const page = new URL(referer);
      if (page.origin === new URL(siteOrigin).origin) {
        Object.assign(source, campaignTags(page.searchParams));
        if (Object.keys(source).length > 0) source.landingPage = cleanPath(page.pathname + page.search);
      }
    } catch {
      // An unreadable Referer says nothing.
    }
  }
  return Object.keys(source).length > 0 ? source : null;
}

/** The source as label and value rows, for the lead's page, the e-mails and the CRM. */
export function leadSourceRows(source: LeadSource | null): [string, string][] {
  if (!source) return [];
  const rows: [string, string][] = [];
  if (source.landingPage) rows.push(['Landing page', source.landingPage]);
  if (source.referrerHost) rows.push(['Came from', source.referrerHost]);
  const campaign = [
    source.utmSource && `source ${source.utmSource}`,
    source.utmMedium && `medium ${source.utmMedium}`,
    source.utmCampaign && `campaign ${source.utmCampaign}`,
    source.utmTerm && `term ${source.utmTerm}`,
    source.utmContent && `content ${source.utmContent}`,
  ].filter(Boolean);
  if (campaign.length) rows.push(['Campaign', campaign.join(', ')]);
  if (source.gclid) rows.push(['Google Ads click', source.gclid]);
  if (source.fbclid) rows.push(['Facebook click', source.fbclid]);
  return rows;
}

/** A short name of the source for counting: the campaign, the linking site, or none. */
export function sourceName(source: LeadSource | null): string | undefined {
  if (source?.utmSource)
    return source.utmMedium ? `${source.utmSource} / ${source.utmMedium}` : source.utmSource;
  if (source?.gclid) return 'Google Ads';
  if (source?.fbclid) return 'Facebook';
  if (source?.referrerHost) return source.referrerHost;
  return undefined;
}
