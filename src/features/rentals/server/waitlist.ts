import 'server-only';

import { randomUUID } from 'node:crypto';

import { sql, type Transaction } from 'kysely';

import { dealer } from '@/content/dealer';
import { cartType, type CartTypeId } from '@/content/rental-plans';
import { letterSignOff } from '@/features/bookings/letter';
import { greeting } from '@/features/leads/greeting';
import { automaticResponders } from '@/features/leads/lead';
import type { LeadSource } from '@/features/leads/lead-source';
import { storeBookedLead } from '@/features/leads/server/lead-mutations';
import { kickOutbox, queueMessages } from '@/features/leads/server/outbox';
import { siteUrl } from '@/features/seo/server/site-metadata';
import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { lockForTransaction } from '@/server/db/transaction-lock';
import { mailConfigured } from '@/server/mail/transport';

import { handoverPlaceOf } from '../booking';
import { dateAndTime } from '../rental-agreement';
import { hourMs, stillBookable } from '../rental-time';
import {
  freeCartsQuery,
  rentalWindow,
  servingLocationIds,
  type RentalAsk,
  type RentalWindow,
} from './availability';
import { bookingHandover, handoverLine } from './booking-mail';
import { rentalSettings } from './rental-settings';

/**
 * People waiting for a cart of a type on dates that were full. Joining stores them (and a lead,
 * so staff see the demand); when a booking of that type is cancelled, in the same transaction,
 * the first of them in the order they joined whose dates are now free are told by e-mail, one
 * for each cart now free for their dates, and are not told again.
 */

/**
 * The waitlist tells people by e-mail, so it is offered only while mail is configured: without
 * it, nobody would ever be told, and the lead would say they were.
 */
export const waitlistOpen = (): boolean => mailConfigured();

/** What a sign-up sent while the waitlist is closed is told. */
export const waitlistClosed = `We cannot take waitlist sign-ups online just now: call us on ${dealer.phone.display} to ask about cancellations.`;

export interface WaitlistPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * Puts the person on the waitlist for the rental asked for: "already" when they wait for it
 * already (the same e-mail, cart, dates and place, not told yet), which adds nothing, so one
 * person never takes two turns; "free" when a cart of the type is free for those dates now (freed
 * while their page was open, or another question than the page asked), which adds nothing either:
 * the freeing told the people already waiting, and this person can book it.
 */
export async function joinWaitlist(
  ask: RentalAsk,
  person: WaitlistPerson,
  source: LeadSource | null,
  now = new Date(),
): Promise<'joined' | 'already' | 'free'> {
  const { turnaroundHours } = await rentalSettings();
  const window = rentalWindow(ask, turnaroundHours);
  const at = now.toISOString();
  const locationId = 'locationId' in ask.handover ? ask.handover.locationId : null;
  const town = 'town' in ask.handover ? ask.handover.town.slug : null;
  const db = await database();
  const queued = await db.transaction().execute(async (trx) => {
    // Two sign-ups of one person at the same moment: the second waits, then finds the first.
    await lockForTransaction(trx, `waitlist:${person.email.toLowerCase()}`);
    const waiting = await trx
      .selectFrom('rental_waitlist')
      .select('id')
      .where(sql<string>`lower(email)`, '=', person.email.toLowerCase())
      .where('type', '=', ask.type)
      .where('starts_ms', '=', window.startsMs)
      .where('ends_ms', '=', window.blockedUntilMs)
      .where('location_id', 'is not distinct from', locationId)
      .where('town', 'is not distinct from', town)
      .where('notified_at', 'is', null)
      .executeTakeFirst();
    if (waiting) return 'already';
    if ((await freeCartsQuery(trx, ask.type, window, servingLocationIds(ask.handover)).execute()).length > 0)
      return 'free';
    const lead = await storeBookedLead(
      trx,
      {
        ...person,
        interest: 'rentals',
        topic: 'waitlist',
        rentalPlan: ask.type,
        message: `Waitlist: one ${cartType(ask.type).title} from ${dateAndTime(ask.pickupDate, ask.pickupTime)} for ${ask.days} ${ask.days === 1 ? 'day' : 'days'}. ${handoverLine(ask.handover)}. Nothing was free; they are told by e-mail if a cart becomes free.`,
        municipality: 'town' in ask.handover ? ask.handover.town.slug : null,
        sourcePath: '/rentals/book',
        source,
      },
      automaticResponders.waitlist,
      at,
    );
    await trx
      .insertInto('rental_waitlist')
      .values({
        id: randomUUID(),
        type: ask.type,
        starts_ms: window.startsMs,
        ends_ms: window.blockedUntilMs,
        pickup_date: ask.pickupDate,
        pickup_time: ask.pickupTime,
        days: ask.days,
        location_id: locationId,
        town,
        first_name: person.firstName,
        email: person.email,
        lead_id: lead.id,
        created_at: at,
      })
      .execute();
    return lead.queued;
  });
  if (typeof queued === 'string') return queued;
  if (queued > 0) kickOutbox();
  return 'joined';
}

/** The booking page, filled in with what the person waited for. */
function bookAgainUrl(entry: {
  type: string;
  pickup_date: string;
  pickup_time: string;
  days: number;
  town: string | null;
  location_id: string | null;
}): string {
  const query = new URLSearchParams({
    type: entry.type,
    start: entry.pickup_date,
    time: entry.pickup_time,
    days: String(entry.days),
    ...(entry.town ? { town: entry.town } : entry.location_id ? { showroom: entry.location_id } : {}),
  });
  return `${siteUrl('/rentals/book')}?${query}`;
}

/**
 * Tells the people waiting for `type` whose dates overlap `freed` and are free now, in the order
 * they joined: as many as there are carts free for their dates.
 */
export async function notifyWaitlist(
  trx: Transaction<Database>,
  type: CartTypeId,
  freed: Pick<RentalWindow, 'startsMs' | 'blockedUntilMs'>,
  at: string,
): Promise<void> {
  // Without mail nobody can be told: they stay waiting, told at the next freeing of their dates
  // once mail is on.
  if (!waitlistOpen()) return;
  const { turnaroundHours } = await rentalSettings(trx);
  const waiting = await trx
    .selectFrom('rental_waitlist')
    .selectAll()
    .where('type', '=', type)
    .where('notified_at', 'is', null)
    .where('starts_ms', '<', freed.blockedUntilMs)
    // Stored with the turnaround of the day they joined: a longer one since reaches further.
    .where('ends_ms', '>', freed.startsMs - turnaroundHours * hourMs)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const told: { startsMs: number; blockedUntilMs: number }[] = [];
  for (const entry of waiting) {
    const asked = { town: entry.town, locationId: entry.location_id ?? '' };
    // A pickup that can no longer be booked (passed, or a delivery inside its notice) is no news.
    if (!stillBookable(Number(entry.starts_ms), handoverPlaceOf(asked), Date.parse(at))) continue;
    const handover = bookingHandover(asked);
    // The time the booking would take, worked out again as the booking will: with today's
    // turnaround and its due-back day. Only those whose time the freeing touches are asked about.
    const window = rentalWindow(
      { pickupDate: entry.pickup_date, pickupTime: entry.pickup_time, days: entry.days, handover },
      turnaroundHours,
    );
    if (window.blockedUntilMs <= freed.startsMs) continue;
    const free = (await freeCartsQuery(trx, type, window, servingLocationIds(handover)).execute()).length;
    const alreadyTold = told.filter(
      (other) => other.startsMs < window.blockedUntilMs && window.startsMs < other.blockedUntilMs,
    ).length;
    if (free <= alreadyTold) continue;
    told.push(window);
    await trx.updateTable('rental_waitlist').set({ notified_at: at }).where('id', '=', entry.id).execute();
    await queueMessages(
      trx,
      entry.lead_id,
      [
        {
          kind: 'waitlist',
          recipients: entry.email,
          subject: `A ${cartType(type).title} is free for your dates`,
          text: [
            greeting,
            '',
            `A ${cartType(type).title} is now free from ${dateAndTime(entry.pickup_date, entry.pickup_time)} for ${entry.days} ${entry.days === 1 ? 'day' : 'days'}. You were on our waitlist for it; the first to book gets it.`,
            // Where, as they asked: someone waiting at two showrooms knows which one it is.
            `${handoverLine(handover)}.`,
            '',
            `Book it now: ${bookAgainUrl(entry)}`,
            ...letterSignOff,
          ].join('\n'),
        },
      ],
      at,
    );
  }
}
