import { env } from '@/env';
import { contactErrorMessage, validateContact } from '@/features/leads/contact-schema';
import { readLeadSource } from '@/features/leads/lead-source';
import { contactRetryLocation } from '@/features/leads/server/contact-form-redirect';
import { json, seeOther } from '@/features/leads/server/enquiry-responses';
import { submitEnquiry } from '@/features/leads/server/submit-enquiry';
import { jsonOnFailure } from '@/server/http/json-on-failure';
import { readLimitedBody } from '@/server/http/request-body';

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
    if (formFields) return seeOther(await contactRetryLocation(formFields));
    const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
    return json(
      {
        error: isObject ? contactErrorMessage : 'Expected a JSON object',
        fieldErrors: validation.fieldErrors,
      },
      400,
    );
  }
  return submitEnquiry({
    request,
    submission: validation.data,
    formFields,
    source: readLeadSource(input, request.headers.get('referer'), env().SITE_URL),
  });
});
