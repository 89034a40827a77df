import 'server-only';

import { dealer } from '@/content/dealer';
import { requestLog } from '@/server/app-log';

/** What an API says when something it did not expect failed. */
export function unavailableMessage(): string {
  return `This service is unavailable for a moment. Please try again shortly, or call us at ${dealer.phone.display}.`;
}

/**
 * Wraps a handler so that a failure it did not expect (the database is unreachable, most often)
 * is logged, with the request's id when its first argument is the request or its headers, and
 * answered with `fallback()`, never Next's empty 500.
 */
export function answerOnFailure<Args extends unknown[], Answer>(
  handler: (...args: Args) => Promise<Answer>,
  fallback: () => Answer,
): (...args: Args) => Promise<Answer> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      const first = args[0];
      const headers = first instanceof Request ? first.headers : first instanceof Headers ? first : undefined;
      requestLog(headers).error({ err: error }, 'API request failed');
      return fallback();
    }
  };
}

/** An API route handler whose unexpected failure answers JSON a client can act on: 503 with Retry-After. */
export function jsonOnFailure<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return answerOnFailure(handler, () =>
    Response.json(
      { error: unavailableMessage() },
      { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } },
    ),
  );
}
