import 'server-only';

import { createHash } from 'node:crypto';

/**
 * The key a retried post is known by: the key the client sent, bound to what it asked for. The
 * same key sent with other details (Back, then a second cart on the same form; another client
 * trying keys) is a new request, never answered with someone else's booking.
 */
export function idempotencyKeyFor(key: string, asked: unknown): string {
  return `${key}:${createHash('sha256').update(JSON.stringify(asked)).digest('base64url')}`;
}
