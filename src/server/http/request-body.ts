import 'server-only';

import { declaredLengthOver, readCapped, type CappedBody } from './capped-body';

/**
 * A request's body, read up to maxBytes and refused past that without buffering more, whatever
 * Content-Length claims (src/server/http/capped-body.ts).
 */
export function readBodyBytes(request: Request, maxBytes: number): Promise<CappedBody> {
  if (declaredLengthOver(request.headers.get('content-length'), maxBytes))
    return Promise.resolve('too-large');
  return readCapped(request.body ?? [], maxBytes);
}
