import type { IncomingMessage } from 'node:http';

/**
 * Who is asking: the connection's own address, or, behind TRUST_PROXY proxies that each append
 * the address they saw to X-Forwarded-For, the entry that many places from the right. Entries
 * further left were written by the client and are never believed.
 */
export function clientAddress(request: IncomingMessage, trustProxy: number | undefined): string {
  const socket = request.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return socket;
  const header = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - trustProxy] ?? socket;
}
