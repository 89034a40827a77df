import 'server-only';

import { dealer } from '@/content/dealer';

/** The answers of the enquiry endpoints (/api/contact, /api/trade-in), as JSON or as a page. */

export function json(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** The no-JavaScript form gets a page a person can read, with a way back, instead of JSON. */
function formAnswerPage(
  status: number,
  title: string,
  text: string,
  headers: Record<string, string>,
  backPath: string,
): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${dealer.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${text}</p><p><a href="${backPath}">Back to the form</a></p></body></html>`;
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

export function tooManyRequests(retryAfterSeconds: number, backPath: string | undefined): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const error = `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us at ${dealer.phone.display}.`;
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (backPath) return formAnswerPage(429, 'Please wait a moment', error, headers, backPath);
  return Response.json({ error }, { status: 429, headers });
}

export function notSaved(backPath: string | undefined): Response {
  const error = `We could not save your message just now. Please try again in a minute, or call us at ${dealer.phone.display}.`;
  const headers = { 'Retry-After': '30', 'Cache-Control': 'no-store' };
  if (backPath) return formAnswerPage(503, 'Your message was not sent', error, headers, backPath);
  return Response.json({ error }, { status: 503, headers });
}
