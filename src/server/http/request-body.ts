import 'server-only';

import {
  bodyKind,
  bodyText,
  declaredLengthOver,
  maxEnquiryBodyBytes,
  tooLargeBody,
  unreadableBody,
  unsupportedBody,
  type ReadBodyResult,
} from '@/lib/enquiry-body';

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
 * Content-Length claims.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large' | 'unreadable'> {
  if (declaredLengthOver(request.headers.get('content-length'), maxBytes)) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel();
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch {
    return 'unreadable';
  }
  const joined = Buffer.concat(chunks);
  return new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength);
}
