import 'server-only';

import { dealer } from '@/content/dealer';
import { escapeXml } from '@/lib/xml';
import { unavailableMessage } from '@/server/http/json-on-failure';

import type { EnquiryAnswer } from '../enquiry-body';

/** The answers of the enquiry endpoints (/api/contact, /api/trade-in), as JSON or as a page. */

export function json(body: unknown, status: number, headers: Record<string, string> = {}): EnquiryAnswer {
  return {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

export function seeOther(location: string): EnquiryAnswer {
  return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' }, body: '' };
}

/** Something the endpoint did not expect failed (the database is unreachable, most often). */
export function unavailable(): EnquiryAnswer {
  return json({ error: unavailableMessage() }, 503, { 'Retry-After': '30' });
}

/** The answer as the Web Response a route handler gives Next. */
export function asResponse({ status, headers, body }: EnquiryAnswer): Response {
  return new Response(body === '' ? null : body, { status, headers });
}

/** Where a page answering a form post sends the visitor back to, and whether what they typed is there. */
export interface WayBack {
  href: string;
  /** The form comes back filled in with what was sent (a draft, see contactRetryLocation). */
  keepsTyped: boolean;
}

/**
 * The no-JavaScript form gets a page a person can read instead of JSON: the sentence, its phone
 * number a link to call, and the way back to the form.
 */
function formAnswerPage(
  status: number,
  title: string,
  text: string,
  headers: Record<string, string>,
  back: WayBack,
): EnquiryAnswer {
  const phone = escapeXml(dealer.phone.display);
  const sentence = escapeXml(text).replace(phone, `<a href="tel:${dealer.phone.e164}">${phone}</a>`);
  const backLink = `<a href="${escapeXml(back.href)}">Back to the form</a>${back.keepsTyped ? ': what you typed is filled in again.' : ''}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)} | ${escapeXml(dealer.name)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><main><h1>${escapeXml(title)}</h1><p>${sentence}</p><p>${backLink}</p></main></body></html>`;
  return { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, body: html };
}

export function tooManyRequests(retryAfterSeconds: number, back: WayBack | undefined): EnquiryAnswer {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const error = `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us at ${dealer.phone.display}.`;
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (back) return formAnswerPage(429, 'Please wait a moment', error, headers, back);
  return json({ error }, 429, headers);
}

export function notSaved(backPath: string | undefined): EnquiryAnswer {
  const error = `We could not save your message just now. Please try again in a minute, or call us at ${dealer.phone.display}.`;
  const headers = { 'Retry-After': '30', 'Cache-Control': 'no-store' };
  // Nothing could be stored, a draft of what was typed neither.
  if (backPath)
    return formAnswerPage(503, 'Your message was not sent', error, headers, {
      href: backPath,
      keepsTyped: false,
    });
  return json({ error }, 503, headers);
}
