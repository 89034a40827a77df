import { contactErrorMessage, validateContact } from '@/lib/contact-schema';
import { contactRetryLocation } from '@/server/http/contact-form-redirect';
import { readLimitedBody } from '@/server/http/request-body';
import { createLead } from '@/server/mutations/leads';

function json(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

export async function POST(request: Request): Promise<Response> {
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
    if (formFields) return redirect(contactRetryLocation(formFields));
    const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
    return json(
      { error: isObject ? contactErrorMessage : 'Expected a JSON object', fieldErrors: validation.fieldErrors },
      400,
    );
  }

  try {
    const lead = await createLead(validation.data);
    return formFields ? redirect('/thank-you') : json({ id: lead.id }, 201);
  } catch (error) {
    console.error('Could not store a lead', error);
    return json({ error: 'We could not save your message just now. Please try again or call us.' }, 503);
  }
}
