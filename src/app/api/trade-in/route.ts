import { env } from '@/env';
import { photoRules } from '@/features/inventory/photo-rules';
import type { UploadedFile } from '@/features/inventory/server/photo-store';
import { contactErrorMessage, validateContact } from '@/features/leads/contact-schema';
import type { EnquiryAnswer } from '@/features/leads/enquiry-body';
import { readLeadSource } from '@/features/leads/lead-source';
import { contactRetryLocation } from '@/features/leads/server/contact-form-redirect';
import { asResponse, json, seeOther, tooManyRequests } from '@/features/leads/server/enquiry-responses';
import { enquiryRateLimit, submitEnquiry } from '@/features/leads/server/submit-enquiry';
import { storeTradeInPhotos } from '@/features/requests/server/trade-in-photos';
import { tradeInPhotoLimit } from '@/features/requests/trade-in-photos';
import { requestPagePaths } from '@/lib/request-kinds';
import { jsonOnFailure } from '@/server/http/json-on-failure';
import { readBodyBytes } from '@/server/http/request-body';
import { rateLimitSpent } from '@/server/security/rate-limit';

/** The photos at their largest, plus room for the form's text fields. */
const maxBodyBytes = tradeInPhotoLimit * photoRules.maxBytes + 64 * 1024;

/**
 * A trade-in request with photos: a multipart form post (the browser's own, or FormData from the
 * script). The text fields are checked like any enquiry; the photos like the inventory's.
 */
export const POST = jsonOnFailure(async (request: Request) => asResponse(await answerTradeIn(request)));

async function answerTradeIn(request: Request): Promise<EnquiryAnswer> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.split(';')[0]?.trim().toLowerCase() !== 'multipart/form-data')
    return json({ error: 'Unsupported content type: send a multipart form post' }, 415);
  // The script asks for JSON; a browser without JavaScript gets pages and redirects.
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  // An address that has used up its enquiries is told so before megabytes of photos are read.
  const { key, limit, windowSeconds } = enquiryRateLimit(request.headers);
  const spent = await rateLimitSpent(key, limit, windowSeconds);
  if (!spent.allowed)
    return tooManyRequests(spent.retryAfterSeconds, wantsJson ? undefined : requestPagePaths['trade-in']);
  const bytes = await readBodyBytes(request, maxBodyBytes);
  if (bytes === 'too-large')
    return json({ error: `Request body is larger than ${Math.round(maxBodyBytes / 1024 / 1024)} MB` }, 413);
  if (bytes === 'unreadable') return json({ error: 'Could not read the request body' }, 400);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return json({ error: 'Could not read the form' }, 400);
  }

  const fields = new URLSearchParams();
  const uploads: UploadedFile[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.set(name, value);
    // A file input left empty still sends one nameless, empty part.
    else if (name === 'photos' && (value.size > 0 || value.name))
      uploads.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  fields.set('requestKind', 'trade-in');
  const formFields = wantsJson ? undefined : fields;

  const validation = validateContact(Object.fromEntries(fields));
  if (!validation.success) {
    if (formFields) return seeOther(await contactRetryLocation(formFields));
    return json({ error: contactErrorMessage, fieldErrors: validation.fieldErrors }, 400);
  }
  return submitEnquiry({
    headers: request.headers,
    submission: validation.data,
    formFields,
    source: readLeadSource(Object.fromEntries(fields), request.headers.get('referer'), env().SITE_URL),
    storePhotos: () => storeTradeInPhotos(uploads, tradeInPhotoLimit),
  });
}
