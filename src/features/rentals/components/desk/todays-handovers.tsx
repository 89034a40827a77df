import Link from 'next/link';

import { Card } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatRequestDate } from '@/features/requests/request-dates';

import { bookingDueBackMs, type Booking } from '../../booking';
import { cartTypeShort, momentLabel, returnStanding, showroomName } from '../../desk-words';
import { dealerDateTime } from '../../rental-time';
import type { TodaysHandovers as Handovers } from '../../server/rental-desk';
import { BookingStatusBadge } from './booking-details';

/** "9:30 AM" of a moment at the dealer. */
function clock(ms: number): string {
  const [, time] = dealerDateTime(ms);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

function HandoverList({
  title,
  id,
  bookings,
  empty,
  timeOf,
  timeWord,
  nowMs,
}: {
  title: string;
  id: string;
  bookings: readonly Booking[];
  empty: string;
  timeOf: (booking: Booking) => number;
  /** What the time is, for a screen reader: "pickup", "due back". */
  timeWord: string;
  nowMs: number;
}) {
  return (
    <Card className="p-5">
      <h2 id={id} className="text-lg font-bold">
        {title} <span className="text-muted">({bookings.length})</span>
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-labelledby={id} data-testid={id}>
          {bookings.map((booking) => {
            const time = timeOf(booking);
            const standing = id === 'returns-today' ? returnStanding(booking, time, nowMs) : undefined;
            return (
              <li key={booking.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                <span className="w-20 font-semibold tabular-nums">
                  {dealerDateTime(time)[0] === dealerDateTime(nowMs)[0]
                    ? clock(time)
                    : formatRequestDate(dealerDateTime(time)[0]).replace(/^\w+, |, \d{4}$/g, '')}
                </span>
                <Link
                  href={`/admin/rentals/bookings/${booking.id}`}
                  className="min-w-0 font-semibold text-brand-800 underline underline-offset-4"
                >
                  {booking.firstName} {booking.lastName}
                  <span className="sr-only">
                    , {timeWord} {momentLabel(time)}
                  </span>
                </Link>
                <span className="text-sm text-muted">
                  {booking.fleetNumber} · {cartTypeShort[booking.type]} · {showroomName(booking.locationId)}
                  {booking.town ? ' · delivery' : ''}
                </span>
                <span className="ml-auto flex gap-2">
                  {standing?.overdue && <StatusBadge tone="bg-danger text-white">Overdue</StatusBadge>}
                  {standing ? (
                    <StatusBadge tone={standing.tone}>{standing.label}</StatusBadge>
                  ) : (
                    <BookingStatusBadge status={booking.status} />
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** The two lists of the day: the carts going out, then the carts coming back. */
const handoverLists = [
  {
    kind: 'pickups',
    title: 'Pickups today',
    id: 'pickups-today',
    empty: 'No pickups today.',
    timeOf: (booking: Booking) => booking.startsMs,
    timeWord: 'pickup',
  },
  {
    kind: 'returns',
    title: 'Returns today',
    id: 'returns-today',
    empty: 'No returns due today.',
    // When the cart is due back: a rental ending while the showroom is shut is not late till it opens.
    timeOf: bookingDueBackMs,
    timeWord: 'due back',
  },
] as const;

/** Today's pickups and returns at the dealer, with carts still out past their return time. */
export function TodaysHandovers({ handovers, nowMs }: { handovers: Handovers; nowMs: number }) {
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2">
      {handoverLists.map(({ kind, ...list }) => (
        <HandoverList key={list.id} {...list} bookings={handovers[kind]} nowMs={nowMs} />
      ))}
    </div>
  );
}
