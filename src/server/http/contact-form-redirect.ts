import 'server-only';

import { contactSchema } from '@/lib/contact-schema';
import { saveEnquiryDraft } from '@/server/mutations/enquiry-drafts';

/**
 * Where a form post with errors goes back to: /contact with an opaque draft id, so the page can
 * validate what was typed again with the same schema and show the messages (works with
 * JavaScript off) while the typed values stay on the server.
 */
export async function contactRetryLocation(fields: URLSearchParams): Promise<string> {
  const kept: Record<string, string> = {};
  for (const key of Object.keys(contactSchema.shape)) {
    // The honeypot is never sent back into the page.
    if (key === 'website') continue;
    const value = fields.get(key);
    if (value) kept[key] = value.slice(0, 6000);
  }
  return `/contact?draft=${await saveEnquiryDraft(kept)}#enquiry-form`;
}
