import 'server-only';

import { contactSchema } from '@/lib/contact-schema';

// Keeps the redirect URL well under common header limits; an over-long message is dropped
// from the round trip (the visitor sees the error and retypes it) rather than failing.
const maxQueryLength = 6000;

/**
 * Where a form post with errors goes back to: /contact with what was typed, so the page can
 * validate it again with the same schema and show the messages (works with JavaScript off).
 */
export function contactRetryLocation(fields: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(contactSchema.shape)) {
    // The honeypot is never sent back into the page.
    if (key === 'website') continue;
    const value = fields.get(key);
    if (value) query.set(key, value);
  }
  query.set('invalid', '1');
  if (query.toString().length > maxQueryLength) query.delete('message');
  return `/contact?${query.toString()}#enquiry-form`;
}
