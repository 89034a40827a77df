import 'server-only';

import { photoRules } from '@/features/inventory/photo-rules';
import { uploadedFile, type UploadedFile } from '@/features/inventory/server/photo-store';
import { storeTradeInPhotos, tradeInPhotosProblem } from '@/features/requests/server/trade-in-photos';
import { tradeInPhotoLimit } from '@/features/requests/trade-in-photos';
import { requestPagePaths } from '@/lib/request-kinds';
import { answerOnFailure } from '@/server/http/json-on-failure';
import { readBodyBytes } from '@/server/http/request-body';
import { hitRateLimit, rateLimitSpent } from '@/server/security/rate-limit';

import type { EnquiryAnswer } from '../enquiry-body';
import { json, unavailable, tooManyRequests } from './enquiry-responses';
import { enquiryRateLimit, validateThenSubmit } from './submit-enquiry';

/** The photos at their largest, plus room for the form's text fields. */
const maxBodyBytes = tradeInPhotoLimit * photoRules.maxBytes + 64 * 1024;

/**
 * The most parts a post may hold: the form's fields and photos many times over. A post of a
 * million one-letter fields, a few megabytes, is refused as soon as it is parsed.
 */
const maxParts = 200;

/**
 * How many posts an address may have read per enquiry it may send. A post refused for its fields
 * or its photos is no enquiry and spends none (the visitor putting the form right is never locked
 * out), yet each is read in full first, up to `maxBodyBytes`: this bounds that reading, well above
 * what putting a form right takes.
 */
export const tradeInReadsPerEnquiry = 4;

/**
 * Answers POST /api/trade-in: a trade-in request with photos, a multipart form post (the
 * browser's own, or FormData from the script). The text fields are checked like any enquiry's
 * (validateThenSubmit, as /api/contact does); the photos like the inventory's. A failure it did
 * not expect answers 503 with Retry-After, as every API route does.
 */
export const answerTradeInPost = answerOnFailure(answer, unavailable);

async function answer(request: Request): Promise<EnquiryAnswer> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.split(';')[0]?.trim().toLowerCase() !== 'multipart/form-data')
    return json({ error: 'Unsupported content type: send a multipart form post' }, 415);
  // The script asks for JSON; a browser without JavaScript gets pages and redirects.
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  // Told before the body is read, so nothing typed is there to keep.
  const tooMany = (retryAfterSeconds: number) =>
    tooManyRequests(
      retryAfterSeconds,
      wantsJson ? undefined : { href: requestPagePaths['trade-in'], keepsTyped: false },
    );
  // An address that has used up its enquiries is told so before megabytes of photos are read.
  const { key, limit, windowSeconds } = enquiryRateLimit(request.headers);
  const spent = await rateLimitSpent(key, limit, windowSeconds);
  if (!spent.allowed) return tooMany(spent.retryAfterSeconds);
  const reads = await hitRateLimit(`trade-in-read:${key}`, limit * tradeInReadsPerEnquiry, windowSeconds);
  if (!reads.allowed) return tooMany(reads.retryAfterSeconds);
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

  const parts = [...form.entries()];
  if (parts.length > maxParts)
    return json(
      { error: `The form has ${parts.length} parts; a trade-in request has at most ${maxParts}` },
      400,
    );
  // The last value of a field counts, as URLSearchParams.set would keep it; collected in a Map,
  // which takes each in constant time where set() searches the whole list every time.
  const values = new Map<string, string>();
  const uploads: UploadedFile[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') values.set(name, value);
    // A file input left empty still sends one nameless, empty part.
    else if (name === 'photos' && (value.size > 0 || value.name)) uploads.push(await uploadedFile(value));
  }
  values.set('requestKind', 'trade-in');
  const fields = new URLSearchParams([...values]);
  return validateThenSubmit(Object.fromEntries(fields), {
    headers: request.headers,
    formFields: wantsJson ? undefined : fields,
    storePhotos: () => storeTradeInPhotos(uploads, tradeInPhotoLimit),
    photosProblem: () => tradeInPhotosProblem(uploads, tradeInPhotoLimit),
  });
}
