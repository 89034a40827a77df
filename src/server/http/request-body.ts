import 'server-only';

/** Largest request body an enquiry may have. */
export const maxBodyBytes = 16 * 1024;

export type BodyKind = 'json' | 'form';

export type ReadBodyResult =
  { ok: true; kind: BodyKind; text: string } | { ok: false; status: 413 | 415 | 400; error: string };

function bodyKind(contentType: string | null): BodyKind | undefined {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

/**
 * Reads a JSON or URL-encoded body, refusing other media types (415) and anything larger than
 * maxBodyBytes (413) without buffering more than that, whatever Content-Length claims.
 */
export async function readLimitedBody(request: Request): Promise<ReadBodyResult> {
  const kind = bodyKind(request.headers.get('content-type'));
  if (!kind) {
    return {
      ok: false,
      status: 415,
      error: 'Unsupported content type: send application/json or a form post',
    };
  }
  const tooLarge = {
    ok: false,
    status: 413,
    error: `Request body is larger than ${maxBodyBytes / 1024} KiB`,
  } as const;
  const bytes = await readBodyBytes(request, maxBodyBytes);
  if (bytes === 'too-large') return tooLarge;
  if (bytes === 'unreadable') return { ok: false, status: 400, error: 'Could not read the request body' };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, kind, text };
  } catch {
    return { ok: false, status: 400, error: 'Request body is not valid UTF-8' };
  }
}

/**
 * A request's body, read up to maxBytes and refused past that without buffering more, whatever
 * Content-Length claims.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large' | 'unreadable'> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return 'too-large';
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
