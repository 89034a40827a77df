import 'server-only';

import {
  bodyKind,
  bodyText,
  maxEnquiryBodyBytes,
  tooLargeBody,
  unreadableBody,
  unsupportedBody,
  type ReadBodyResult,
} from '@/lib/enquiry-body';

import { declaredLengthOver, readCapped, type CappedBody } from './capped-body';

/**
 * Reads an enquiry's JSON or URL-encoded body, refusing other media types (415) and anything
 * larger than maxEnquiryBodyBytes (413) without buffering more than that, whatever
 * Content-Length claims.
 */
export async function readLimitedBody(request: Request): Promise<ReadBodyResult> {
  const kind = bodyKind(request.headers.get('content-type'));
  if (!kind) return unsupportedBody;
  const bytes = await readBodyBytes(request, maxEnquiryBodyBytes);
  if (bytes === 'too-large') return tooLargeBody;
  if (bytes === 'unreadable') return unreadableBody;
  return bodyText(kind, bytes);
}

/**
 * A request's body, read up to maxBytes and refused past that without buffering more, whatever
 * Content-Length claims (src/server/http/capped-body.ts).
 */
export function readBodyBytes(request: Request, maxBytes: number): Promise<CappedBody> {
  if (declaredLengthOver(request.headers.get('content-length'), maxBytes))
    return Promise.resolve('too-large');
  return readCapped(request.body ?? [], maxBytes);
}
