import type { IncomingMessage, ServerResponse } from 'node:http';

import { readCapped } from '@/server/http/capped-body';

interface DiscardLimits {
  maxBytes?: number;
  maxMs?: number;
}

/**
 * Once the answer is sent, reads and drops whatever the client is still sending of a body the
 * handler did not read to its end: closing the connection on it instead resets it, and a client
 * still writing (Node's fetch does not wait for `100 Continue`) then sees the reset, not the
 * answer. The connection then carries the client's next request. A client that goes on past
 * `maxBytes` or `maxMs` (nginx lingers 30 s) is cut off.
 *
 * Runs before Node's own listener on the answer's end: for a body nobody began to read (a 413 on
 * its declared length, a 415), Node would otherwise drop the rest itself, with no limit at all.
 */
export function discardUnreadBodyAfterAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  limits: DiscardLimits = {},
): void {
  response.prependOnceListener('finish', () => discardUnreadBody(request, limits));
}

function discardUnreadBody(
  request: IncomingMessage,
  { maxBytes = 64 * 1024 * 1024, maxMs = 30_000 }: DiscardLimits,
): void {
  if (request.complete || request.destroyed) return;
  const cutOff = () => request.socket.destroy();
  const timer = setTimeout(cutOff, maxMs);
  timer.unref();
  request.unpipe();
  void readCapped(request.iterator({ destroyOnReturn: false }), maxBytes, { keep: false }).then((rest) => {
    clearTimeout(timer);
    if (rest === 'too-large') cutOff();
  });
}
