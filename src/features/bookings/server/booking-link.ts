import 'server-only';

/**
 * What a customer's link to a booking's file answers when its reference and key name no booking:
 * the same words for either kind, and never kept by a cache.
 */
export const badBookingLink = () =>
  new Response('This link is not valid for a booking: use the link in your e-mail.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
