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
  return foldedByOctets(value);
}

/** RFC 5545 §3.1: a content line is at most 75 octets long, each folded line after it a space and 74. */
const lineOctets = 75;

/**
 * The file's lines folded again by octets, never inside a character: the library folds at 75
 * characters, so a line with "’" or "é" near the fold ran past 75 octets, which strict readers
 * refuse or cut.
 */
function foldedByOctets(file: string): string {
  const unfolded = file.replace(/\r\n[ \t]/g, '').split('\r\n');
  return unfolded
    .map((line) => {
      const pieces: string[] = [];
      let piece = '';
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        // The first piece may take 75 octets; each after it starts with the folding space.
        if (octets + size > (pieces.length === 0 ? lineOctets : lineOctets - 1)) {
          pieces.push(piece);
          piece = '';
          octets = 0;
        }
        piece += character;
        octets += size;
      }
      pieces.push(piece);
      return pieces.join('\r\n ');
    })
    .join('\r\n');
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
