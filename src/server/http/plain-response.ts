import 'server-only';

/**
 * A route handler's short answer in plain text, which a script or a browser tab shows as it is: a
 * refusal (403, 404, 413, 415) or a webhook's reply. Never kept by a cache.
 */
export const plainTextResponse = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * The 303 after a form post (or a return from a payment page) to the page that says what happened:
 * relative, so the browser stays on the host it used, and never kept by a cache.
 */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
