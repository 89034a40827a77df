/**
 * A request body read with a cap: at most `maxBytes` are taken, and the read stops as too large
 * at the first chunk past them, however much Content-Length promised or the client still sends.
 * The one loop behind every body the site reads: an enquiry read from Node's request by the
 * production server (src/http-server/enquiry-post.ts), a Web Request's body in a route handler
 * (request-body.ts), and the rest of a refused body read and dropped after its answer
 * (src/http-server/unread-body.ts). Each hands over its chunks as an async iterable: Node's
 * request (`request.iterator({ destroyOnReturn: false })`, so that stopping early leaves the
 * connection to answer on) and a Web stream both are one.
 *
 * No `import 'server-only'`: the production server reads with it outside Next's bundles, where
 * that package throws.
 */

/** The body as read, or why it was not: past the cap, or its client left or its stream failed. */
export type CappedBody = Uint8Array<ArrayBuffer> | 'too-large' | 'unreadable';

/** Whether a request's Content-Length already says its body is over `maxBytes`. */
export function declaredLengthOver(contentLength: string | null | undefined, maxBytes: number): boolean {
  const declared = Number(contentLength);
  return Number.isFinite(declared) && declared > maxBytes;
}

/**
 * Reads `chunks` to their end, or until more than `maxBytes` have come (the rest is left unread).
 * `keep: false` drops each chunk as it comes and answers an empty body: a refused body's rest.
 */
export async function readCapped(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  maxBytes: number,
  { keep = true }: { keep?: boolean } = {},
): Promise<CappedBody> {
  const kept: Uint8Array[] = [];
  let received = 0;
  try {
    for await (const chunk of chunks) {
      received += chunk.byteLength;
      if (received > maxBytes) return 'too-large';
      if (keep) kept.push(chunk);
    }
  } catch {
    return 'unreadable';
  }
  const joined = Buffer.concat(kept, keep ? received : 0);
  return new Uint8Array(joined.buffer, joined.byteOffset, joined.byteLength);
}
