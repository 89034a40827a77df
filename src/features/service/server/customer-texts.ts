import 'server-only';

import { recordLeadEvent } from '@/features/leads/server/lead-desk';
import { database } from '@/server/db/database';

/** The longest text kept on a lead: ten SMS segments, more than any phone sends as one reply. */
const longestText = 1600;

/**
 * A customer's text reply that is not a keyword: put on the lead of their latest service booking,
 * where staff read the timeline, instead of lost in Twilio's logs. A number we never texted is
 * left alone, and so is a person erased on request: the service booking keeps their number as the
 * shop's record, but their words are not written back onto the lead they were erased from.
 */
export async function recordCustomerText(from: string, text: string, at: Date): Promise<void> {
  const db = await database();
  const booking = await db
    .selectFrom('service_bookings')
    .select('lead_id')
    .where('phone_e164', '=', from)
    .where('lead_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lead_events')
            .select('lead_events.id')
            .whereRef('lead_events.lead_id', '=', 'service_bookings.lead_id')
            .where('lead_events.kind', '=', 'erased'),
        ),
      ),
    )
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!booking?.lead_id) return;
  await recordLeadEvent(db, booking.lead_id, 'text-reply', null, at.toISOString(), {
    text: text.slice(0, longestText),
  });
}
