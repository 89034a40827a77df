import 'server-only';

import { env } from '@/env';
import { requestFieldNames } from '@/features/requests/request-fields';
import { requestKinds, requestPagePaths } from '@/lib/request-kinds';
import { clientAddress } from '@/server/security/rate-limit';

import { contactSchema } from '../contact-schema';
import { readLeadSource, sourceAsFields } from '../lead-source';
import { draftPhotosError } from '../request-form-state';
import { saveEnquiryDraft } from './enquiry-drafts';

/**
 * Where a form post with errors goes back to: /contact (or the request's own page) with an opaque draft id, so the page can
 * validate what was typed again with the same schema and show the messages (works with
 * JavaScript off) while the typed values stay on the server, among its sender's newest (saveEnquiryDraft).
 */
export async function contactRetryLocation(
  fields: URLSearchParams,
  headers: Headers,
  photosError?: string,
): Promise<string> {
  const kept: Record<string, string> = {};
  for (const key of [...Object.keys(contactSchema.shape), ...requestFieldNames]) {
    // The honeypot is never sent back into the page.
    if (key === 'website') continue;
    const value = fields.get(key);
    // A field sent blank stays blank: left out, the page would fill in its default (the dealer's
    // down payment, one cart) and find nothing to say about it.
    if (value !== null) kept[key] = value.slice(0, 6000);
  }
  // Where the visit came from goes round too: the page the form comes back on is /contact?draft=…,
  // whose address has no campaign tags left to read, so the form carries them as hidden fields.
  Object.assign(
    kept,
    sourceAsFields(readLeadSource(Object.fromEntries(fields), headers.get('referer'), env().SITE_URL)),
  );
  // Files cannot be kept: the page says why they were refused, so the visitor chooses again.
  if (photosError) kept[draftPhotosError] = photosError;
  const kind = requestKinds.find((known) => known === fields.get('requestKind'));
  const draft = await saveEnquiryDraft(kept, clientAddress(headers));
  return kind
    ? `${requestPagePaths[kind]}?draft=${draft}#request-form`
    : `/contact?draft=${draft}#enquiry-form`;
}
