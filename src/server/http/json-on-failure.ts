import 'server-only';

import { dealer } from '@/content/dealer';

/** What an API says when something it did not expect failed. */
export function unavailableMessage(): string {
  return `This service is unavailable for a moment. Please try again shortly, or call us at ${dealer.phone.display}.`;
}

/**
 * Wraps an API route handler so that a failure it did not expect (the database is unreachable,
 * most often) answers JSON a client can act on: 503 with Retry-After, never Next's empty 500.
 */
export function jsonOnFailure<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      console.error('API request failed', error);
      return Response.json(
        { error: unavailableMessage() },
        { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } },
      );
    }
  };
}
