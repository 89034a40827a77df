import 'server-only';
import { plainTextResponse } from '@/server/http/plain-response';
import { mailConfigured } from '@/server/mail/transport';

/**
 * What a customer's link to a booking's file answers when its reference and key name no booking:
 * the same words for either kind, and never kept by a cache.
 */
export const badBookingLink = () =>
  plainTextResponse(404, 'This link is not valid for a booking: use the link in your e-mail.');

/**
 * Where a customer's confirmation went, as their booking page says it: to their inbox, or, with
 * mail not configured (nothing is sent), to this page's own address, which is their way back (and,
 * once cancelled, their record of it).
 */
export const confirmationWhere = (email: string, of: 'booking' | 'cancellation' = 'booking'): string =>
  mailConfigured()
    ? `The confirmation is on its way to ${email}.`
    : of === 'booking'
      ? 'Keep this page’s address: it is your booking and the way to change it.'
      : 'Keep this page’s address as your record of it.';
