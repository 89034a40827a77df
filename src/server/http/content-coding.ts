/**
 * A request body compressed by its client (Content-Encoding: gzip, br, ...): nothing here reads
 * one, and read as it came it is refused as "not valid UTF-8" or "not JSON", which blames the
 * wrong thing. It is refused unread instead, with the status HTTP has for it (RFC 7694: 415).
 *
 * No `import 'server-only'`: the production server and the proxy read it outside Next's bundles.
 */
export function compressedBody(contentEncoding: string | null | undefined): boolean {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  return codings.length > 0;
}

export const compressedBodyText =
  'Unsupported Media Type: send the body uncompressed (no Content-Encoding); this server reads no gzip, deflate or br bodies.';
