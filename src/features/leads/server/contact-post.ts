import 'server-only';

import { answerOnFailure } from '@/server/http/json-on-failure';

import { readEnquiryBodyFrom, type EnquiryAnswer, type ReadBodyResult } from '../enquiry-body';
import { json, unavailable } from './enquiry-responses';
import { validateThenSubmit } from './submit-enquiry';

/**
 * Answers POST /api/contact from the request's headers and its body as read: the route's handler
 * (src/app/api/contact/route.ts) reads the body from a Web Request, the production server from
 * Node's request (src/http-server/enquiry-post.ts), so an enquiry costs no Request, Response or
 * stream objects on its way to the database and back (decision 13). A failure it did not expect
 * answers 503 with Retry-After, as every API route does (src/server/http/json-on-failure.ts).
 */
export const answerContactPost = answerOnFailure(answer, unavailable);

/** An enquiry's body from a Web Request, as the route's handler reads it (readEnquiryBodyFrom). */
export function readContactBody(request: Request): Promise<ReadBodyResult> {
  return readEnquiryBodyFrom(
    request.headers.get('content-type'),
    request.headers.get('content-length'),
    () => request.body ?? [],
  );
}

async function answer(headers: Headers, body: ReadBodyResult): Promise<EnquiryAnswer> {
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
  return validateThenSubmit(input, { headers, formFields });
}
