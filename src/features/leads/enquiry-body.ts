/**
 * What an enquiry's body may be, how it is read, and the answer for each way it can fail: shared
 * by the contact route, which reads a Web Request (src/features/leads/server/contact-post.ts),
 * and the production server, which reads the enquiry from Node's request itself
 * (src/http-server/enquiry-post.ts). No `server-only`: the production server reads with it.
 */
import { declaredLengthOver, readCapped } from '@/server/http/capped-body';

/**
 * Largest request body an enquiry may have: room for every field at its longest in any script, as
 * a browser without JavaScript posts a form (a Chinese or Hindi character is three bytes, nine once
 * percent-encoded: a 5,000-character message alone is 45 KB). Still small enough to read whole.
 */
export const maxEnquiryBodyBytes = 64 * 1024;

export type BodyKind = 'json' | 'form';

export type ReadBodyResult =
  { ok: true; kind: BodyKind; text: string } | { ok: false; status: 413 | 415 | 400; error: string };

/** The kind of body a Content-Type announces, or undefined for one an enquiry cannot be. */
export function bodyKind(contentType: string | null | undefined): BodyKind | undefined {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

export const unsupportedBody = {
  ok: false,
  status: 415,
  error: 'Unsupported content type: send application/json or a form post',
} as const satisfies ReadBodyResult;

export const tooLargeBody = {
  ok: false,
  status: 413,
  error: `Request body is larger than ${maxEnquiryBodyBytes / 1024} KiB`,
} as const satisfies ReadBodyResult;

export const unreadableBody = {
  ok: false,
  status: 400,
  error: 'Could not read the request body',
} as const satisfies ReadBodyResult;

/** A body read whole, as text: refused when it is not UTF-8. */
export function bodyText(kind: BodyKind, bytes: Uint8Array): ReadBodyResult {
  try {
    return { ok: true, kind, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, status: 400, error: 'Request body is not valid UTF-8' };
  }
}

/**
 * An enquiry's body from its Content-Type, its Content-Length and its chunks: refused unread for
 * another media type (415) or a declared length past maxEnquiryBodyBytes (413), read with the cap
 * otherwise (src/server/http/capped-body.ts). `chunks` is asked for only when the body is to be
 * read: a refused one is left to the server, which drops it after the answer.
 */
export async function readEnquiryBodyFrom(
  contentType: string | null | undefined,
  contentLength: string | null | undefined,
  chunks: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<ReadBodyResult> {
  const kind = bodyKind(contentType);
  if (!kind) return unsupportedBody;
  if (declaredLengthOver(contentLength, maxEnquiryBodyBytes)) return tooLargeBody;
  const bytes = await readCapped(chunks(), maxEnquiryBodyBytes);
  if (bytes === 'too-large') return tooLargeBody;
  if (bytes === 'unreadable') return unreadableBody;
  return bodyText(kind, bytes);
}

/**
 * An enquiry endpoint's answer before it is a Web Response: the production server writes it to
 * Node's response as it is. Making a Response and reading it back cost more than storing the
 * enquiry's row.
 */
export interface EnquiryAnswer {
  status: number;
  headers: Record<string, string>;
  /** Empty for a redirect. */
  body: string;
}
