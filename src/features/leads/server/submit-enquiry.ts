import 'server-only';

import { env } from '@/env';
import type { TradeInPhoto } from '@/features/requests/request-details';
import { priceRequest } from '@/features/requests/server/price-request';
import { removeTradeInPhotos } from '@/features/requests/server/trade-in-photos';
import { requestPagePaths } from '@/lib/request-kinds';
import { requestLog } from '@/server/app-log';
import {
  clientAddress,
  forgetRateLimitHit,
  hitRateLimit,
  type RateLimitRule,
} from '@/server/security/rate-limit';

import {
  contactErrorMessage,
  validateContact,
  type ContactSubmission,
  type FieldErrors,
} from '../contact-schema';
import type { EnquiryAnswer } from '../enquiry-body';
import { readLeadSource, type LeadSource } from '../lead-source';
import { thankYouPath } from '../thank-you-path';
import { contactRetryLocation } from './contact-form-redirect';
import { recapKey } from './enquiry-recap';
import { json, notSaved, seeOther, tooManyRequests } from './enquiry-responses';
import { createLead, createLeadWithinLimit, isSpam, type StoredLead } from './lead-mutations';

export interface EnquiryPost {
  /** The request's headers: who sent it (the rate limit) and from where. */
  headers: Headers;
  submission: ContactSubmission;
  /** The fields of a post without JavaScript: its answers are pages and redirects, not JSON. */
  formFields?: URLSearchParams;
  /** Where the visit came from (src/features/leads/lead-source.ts), when known. */
  source?: LeadSource | null;
  /** Stores the request's photos once the visitor is within the rate limit. */
  storePhotos?: () => Promise<{ ok: true; photos: TradeInPhoto[] } | { ok: false; error: string }>;
  /** Why the request's photos would be refused, storing none: said with the fields' problems. */
  photosProblem?: () => string | undefined;
}

/** The rate limit every enquiry from one address shares, whichever form sent it. */
export function enquiryRateLimit(headers: Headers): RateLimitRule {
  const { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_SECONDS } = env();
  return {
    key: `contact:${clientAddress(headers)}`,
    limit: CONTACT_RATE_LIMIT,
    windowSeconds: CONTACT_RATE_WINDOW_SECONDS,
  };
}

/** The form's own page: where a visitor without JavaScript goes back to. */
function formPath(submission: ContactSubmission): string {
  return submission.request ? requestPagePaths[submission.request.kind] : '/contact';
}

/**
 * Refused for now by the rate limit: a post without JavaScript gets a page whose way back is the
 * form filled in again with what was sent, so waiting costs no retyping.
 */
async function tooManyFor(post: EnquiryPost, retryAfterSeconds: number): Promise<EnquiryAnswer> {
  const back = post.formFields && {
    href: await contactRetryLocation(post.formFields, post.headers),
    keepsTyped: true,
  };
  return tooManyRequests(retryAfterSeconds, back);
}

async function refuse(post: EnquiryPost, error: string, fieldErrors: FieldErrors): Promise<EnquiryAnswer> {
  if (post.formFields) {
    const photosError = fieldErrors.photos?.[0];
    return seeOther(await contactRetryLocation(post.formFields, post.headers, photosError));
  }
  return json({ error, fieldErrors }, 400);
}

/**
 * An enquiry as posted to either endpoint (/api/contact, /api/trade-in), its fields read from the
 * body: checked against the contact schema, then refused (a form post without JavaScript goes
 * back to its form with what was typed, a script's post gets 400 with the errors by field) or
 * submitted, with where the visit came from.
 */
export async function validateThenSubmit(
  input: unknown,
  post: Omit<EnquiryPost, 'submission' | 'source'>,
): Promise<EnquiryAnswer> {
  const validation = validateContact(input);
  if (!validation.success) {
    // The photos' problem too, so the visitor fixes everything in one round.
    const photosError = post.photosProblem?.();
    if (post.formFields)
      return seeOther(await contactRetryLocation(post.formFields, post.headers, photosError));
    const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
    // Not an object: every field is missing, as it is from an empty one.
    const asEmpty = isObject ? validation : validateContact({});
    return json(
      {
        error: isObject ? contactErrorMessage : 'Expected a JSON object',
        fieldErrors: {
          ...(asEmpty.success ? {} : asEmpty.fieldErrors),
          ...(photosError ? { photos: [photosError] } : {}),
        },
      },
      400,
    );
  }
  return submitEnquiry({
    ...post,
    submission: validation.data,
    source: readLeadSource(input, post.headers.get('referer'), env().SITE_URL),
  });
}

/**
 * A checked enquiry from either endpoint: the rate limit, the request's figures and photos, the
 * stored lead, and the answer (201 with the reference and its recapKey, or a redirect to the
 * thank-you page with both).
 */
export async function submitEnquiry(post: EnquiryPost): Promise<EnquiryAnswer> {
  const { submission } = post;
  const backPath = post.formFields ? formPath(submission) : undefined;
  // Photos stored for this request, removed again if the request is refused or not saved.
  let photos: TradeInPhoto[] = [];
  try {
    const rateLimit = enquiryRateLimit(post.headers);
    let lead: StoredLead;
    if (submission.request) {
      // Photos refused by the checks that read no pixels are refused as the fields are, uncounted:
      // a visitor putting a photo right is not locked out for it.
      const photosProblem = post.photosProblem?.();
      if (photosProblem) return await refuse(post, contactErrorMessage, { photos: [photosProblem] });
      const limit = await hitRateLimit(rateLimit.key, rateLimit.limit, rateLimit.windowSeconds);
      if (!limit.allowed) return await tooManyFor(post, limit.retryAfterSeconds);
      // A bot's post is kept as a spam lead, but the files it sent are never written.
      if (post.storePhotos && !isSpam(submission)) {
        const stored = await post.storePhotos();
        if (!stored.ok) return await refuse(post, contactErrorMessage, { photos: [stored.error] });
        photos = stored.photos;
      }
      const priced = await priceRequest(submission.request, { vehicleId: submission.vehicleId, photos });
      if (!priced.ok) {
        await removeTradeInPhotos(photos);
        // Refused for its figures with no photo decoded: given back, as a refusal of its fields is
        // never counted. Photos decoded (the work the limit guards) keep it counted.
        if (photos.length === 0 && limit.hitId)
          await forgetRateLimitHit(limit.hitId).catch((error: unknown) =>
            requestLog(post.headers).error({ err: error }, 'Could not give back an enquiry attempt'),
          );
        return await refuse(post, priced.error, priced.fieldErrors);
      }
      lead = await createLead(submission, priced.details, post.source ?? null);
    } else {
      // Nothing comes between counting a plain enquiry and storing it: both share one commit.
      const counted = await createLeadWithinLimit(submission, post.source ?? null, rateLimit);
      if (!counted.allowed) return await tooManyFor(post, counted.retryAfterSeconds);
      lead = counted.lead;
    }
    const key = await recapKey(lead.reference);
    return post.formFields
      ? seeOther(thankYouPath(lead.reference, key))
      : json({ id: lead.id, reference: lead.reference, recapKey: key }, 201);
  } catch (error) {
    const log = requestLog(post.headers);
    log.error({ err: error }, 'Could not store a lead');
    await removeTradeInPhotos(photos).catch((removal: unknown) =>
      log.error({ err: removal }, 'Could not remove the photos of a lead that was not saved'),
    );
    return notSaved(backPath);
  }
}
