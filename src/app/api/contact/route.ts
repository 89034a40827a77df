import { dealer } from '@/content/dealer';
import { env } from '@/env';
import { contactErrorMessage, validateContact } from '@/lib/contact-schema';
import { clientAddress, hitRateLimit } from '@/server/security/rate-limit';
import { contactRetryLocation } from '@/server/http/contact-form-redirect';
import { jsonOnFailure } from '@/server/http/json-on-failure';
import { readLimitedBody } from '@/server/http/request-body';
import { createLead } from '@/server/mutations/leads';

function json(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** The no-JavaScript form gets a page a person can read, with a way back, instead of JSON. */
function formAnswerPage(
  status: number,
  title: string,
  text: string,
  headers: Record<string, string>,
): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${dealer.name}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${text}</p><p><a href="/contact">Back to the contact form</a></p></body></html>`;
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

function tooManyRequests(retryAfterSeconds: number, asHtml: boolean): Response {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const error = `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us at ${dealer.phone.display}.`;
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (asHtml) return formAnswerPage(429, 'Please wait a moment', error, headers);
  return Response.json({ error }, { status: 429, headers });
}

function notSaved(asHtml: boolean): Response {
  const error = `We could not save your message just now. Please try again in a minute, or call us at ${dealer.phone.display}.`;
  const headers = { 'Retry-After': '30', 'Cache-Control': 'no-store' };
  if (asHtml) return formAnswerPage(503, 'Your message was not sent', error, headers);
  return Response.json({ error }, { status: 503, headers });
}

export const POST = jsonOnFailure(async (request: Request): Promise<Response> => {
  const body = await readLimitedBody(request);
  if (!body.ok) return json({ error: body.error }, body.status);

  let input: unknown;
  let formFields: URLSearchParams | undefined;
  if (body.kind === 'form') {
    formFields = new URLSearchParams(body.text);
    input = Object.fromEntries(formFields);
  } else {
    try {
      input = JSON.parse(body.text);
    } catch {
      return json({ error: 'Invalid JSON' }, 400);
    }
  }

  const validation = validateContact(input);
  if (!validation.success) {
    if (formFields) return redirect(await contactRetryLocation(formFields));
    const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
    return json(
      {
        error: isObject ? contactErrorMessage : 'Expected a JSON object',
        fieldErrors: validation.fieldErrors,
      },
      400,
    );
  }

  try {
    const { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_SECONDS } = env();
    const limit = await hitRateLimit(
      `contact:${clientAddress(request.headers)}`,
      CONTACT_RATE_LIMIT,
      CONTACT_RATE_WINDOW_SECONDS,
    );
    if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, Boolean(formFields));
    const lead = await createLead(validation.data);
    return formFields
      ? redirect(`/thank-you?ref=${lead.reference}`)
      : json({ id: lead.id, reference: lead.reference }, 201);
  } catch (error) {
    console.error('Could not store a lead', error);
    return notSaved(Boolean(formFields));
  }
});
