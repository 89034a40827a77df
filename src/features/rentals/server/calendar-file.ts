import 'server-only';

import { createEvents, type EventAttributes } from 'ics';

import { dealer } from '@/content/dealer';

/**
 * A calendar file (.ics) for a booking: an event at each handover (the pickup and the return of
 * a rental), in UTC so every calendar shows it at the dealer's local time. The uid is the
 * booking's, so opening a new file after a change updates the events instead of adding more.
 */

export interface CalendarEvent {
  /** Stable per booking and event: "R7K2QX-pickup". */
  id: string;
  title: string;
  description: string;
  location: string;
  startsMs: number;
  minutes: number;
  /** This event alone no longer stands (a time promised that lapsed): sent as cancelled. */
  withdrawn?: boolean;
}

export interface CalendarFileOptions {
  /** The booking is cancelled: its events are sent as cancelled. */
  cancelled?: boolean;
  /** The booking's version, so a file opened after a change replaces the events it changes. */
  sequence?: number;
}

/**
 * The file's events, as confirmed or, for a cancelled booking, as cancelled: opened again, the same
 * uids take the events off the customer's calendar instead of leaving them there as confirmed.
 */
export function calendarFile(
  events: readonly CalendarEvent[],
  { cancelled = false, sequence = 0 }: CalendarFileOptions = {},
): string {
  const { error, value } = createEvents(
    events.map((event): EventAttributes => ({
      uid: `${event.id}@${dealer.email.split('@')[1]}`,
      // The booking's version: a calendar replaces an event it holds only with a later sequence.
      sequence,
      title: cancelled ? `Cancelled: ${event.title}` : event.title,
      description: event.description,
      location: event.location,
      start: event.startsMs,
      startInputType: 'utc',
      startOutputType: 'utc',
      duration: { minutes: event.minutes },
      status: cancelled || event.withdrawn ? 'CANCELLED' : 'CONFIRMED',
      organizer: { name: dealer.name, email: dealer.email },
    })),
    // CANCEL, with the same uids and a later sequence, takes the events off a calendar.
    { productId: dealer.name, method: cancelled ? 'CANCEL' : 'PUBLISH' },
  );
  if (error || !value)
    throw new Error(`The calendar file could not be made: ${error?.message ?? 'no value'}`);
  return value;
}

/** The calendar file as a download named `fileName` ("rental-R7K2QX.ics"), for its customer only. */
export function calendarAnswer(
  fileName: string,
  events: readonly CalendarEvent[],
  options: CalendarFileOptions = {},
): Response {
  return new Response(calendarFile(events, options), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
