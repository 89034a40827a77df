import 'server-only';

import { sha256Base64url } from '@/server/security/digest';

/**
 * The key a retried post is known by: the key the client sent, bound to what it asked for. The
 * same key sent with other details (Back, then a second cart on the same form; another client
 * trying keys) is a new request, never answered with someone else's booking.
 */
export function idempotencyKeyFor(key: string, asked: unknown): string {
  return `${key}:${sha256Base64url(JSON.stringify(asked))}`;
}
