import type { CSSProperties } from 'react';

import { SidewaysScroller } from '@/components/ui/sideways-scroller';
import { addDays, weekdayOf } from '@/features/requests/request-dates';

import { bookingStatusLabels } from '../../booking';
import { cartTypeShort, quickMomentLabel, showroomName } from '../../desk-words';
import { dealerMoment } from '../../rental-time';
import type { FleetCalendar as Calendar } from '../../server/rental-desk';

/**
 * The fleet by days, drawn on the server: a row a cart, each booking a bar from its pickup to its
 * return (a link to it, named with its reference, renter, time and state), its turnaround a grey
 * tail, workshop days a dashed box. Bars are placed by time as shares of the range, so the
 * markup grows with the bookings, not with carts times days. A phone scrolls it sideways with
 * the carts' column held in place.
 */

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdayLetters = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];

/** A day's width, by how many are shown: wide for a week, narrow for a season. */
const dayRem = (days: number) => (days <= 7 ? 6 : days <= 14 ? 4 : days <= 31 ? 2.5 : 1.5);

/** Rows grouped by their cart (Map.groupBy, which Node 20 lacks). */
function byCart<Row extends { cartId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.cartId);
    if (group) group.push(row);
    else groups.set(row.cartId, [row]);
  }
  return groups;
}

const percent = (value: number) => `${Math.round(value * 10000) / 100}%`;

export function FleetCalendar({ calendar, nowMs }: { calendar: Calendar; nowMs: number }) {
  const { from, days, startMs, endMs } = calendar;
  const span = endMs - startMs;
  /** Where a moment falls in the range, as a share of it, held to the range. */
  const at = (ms: number) => Math.min(1, Math.max(0, (ms - startMs) / span));
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  const last = dates.at(-1)!;
  const todayShare = nowMs >= startMs && nowMs < endMs ? at(nowMs) : undefined;
  const bookingsByCart = byCart(calendar.bookings);
  const workshopByCart = byCart(calendar.workshop);
  const tableStyle = {
    minWidth: `${9 + days * dayRem(days)}rem`,
    '--day': `calc(100% / ${days})`,
  } as CSSProperties;
  return (
    <SidewaysScroller
      region={{ 'aria-labelledby': 'fleet-calendar-heading' }}
      // The carts' sticky column is kept clear when a booking's link takes the focus.
      className="mt-3 card scroll-pl-32 sm:scroll-pl-44"
      data-testid="fleet-calendar"
    >
      <table className="w-full table-fixed border-collapse text-sm" style={tableStyle}>
        <caption className="sr-only">
          Bookings of each cart from {from} to {last}
        </caption>
        <colgroup>
          <col className="w-32 sm:w-44" />
          <col />
        </colgroup>
        <thead>
          <tr className="border-b border-line bg-surface">
            <th
              scope="col"
              className="sticky left-0 z-[2] bg-surface px-3 py-2 text-left text-xs text-muted uppercase"
            >
              Cart
            </th>
            <th scope="col" className="p-0 font-normal">
              <span className="sr-only">Bookings</span>
              <div
                aria-hidden="true"
                className="grid"
                style={{ gridTemplateColumns: `repeat(${days}, 1fr)` }}
              >
                {dates.map((date, index) => {
                  const [, month, day] = date.split('-').map(Number) as [number, number, number];
                  const weekday = weekdayOf(date);
                  return (
                    <span
                      key={date}
                      className={`border-l border-line py-1 text-center text-xs ${weekday === 0 || weekday === 6 ? 'bg-slate-100' : ''}`}
                    >
                      {days <= 31 && <span className="block text-muted">{weekdayLetters[weekday]}</span>}
                      {day === 1 || index === 0 ? `${monthNames[month - 1]} ${day}` : day}
                    </span>
                  );
                })}
              </div>
            </th>
          </tr>
        </thead>
        <tbody>
          {calendar.carts.map((cart) => (
            <tr key={cart.id} className="border-b border-line last:border-0" data-cart={cart.fleetNumber}>
              <th scope="row" className="sticky left-0 z-[2] bg-white px-3 py-1 text-left align-middle">
                <span className="block font-semibold">{cart.fleetNumber}</span>
                <span className="block text-xs font-normal text-muted">
                  {cartTypeShort[cart.type]} · {showroomName(cart.locationId)}
                  {cart.status === 'retired' ? ' · retired' : ''}
                </span>
              </th>
              <td className="p-0">
                <div className="fleet-row">
                  {todayShare !== undefined && (
                    <span
                      aria-hidden="true"
                      className="absolute top-0 bottom-0 w-0.5 bg-danger"
                      style={{ left: percent(todayShare) }}
                    />
                  )}
                  {(workshopByCart.get(cart.id) ?? []).map((entry) => {
                    const left = at(dealerMoment(entry.startsOn, '00:00'));
                    const right = at(dealerMoment(addDays(entry.endsOn, 1), '00:00'));
                    return (
                      <span
                        key={`${entry.startsOn}-${entry.reason}`}
                        className="fleet-workshop"
                        style={{ left: percent(left), width: percent(right - left) }}
                      >
                        Workshop
                        <span className="sr-only">
                          {' '}
                          from {entry.startsOn} to {entry.endsOn}
                        </span>
                        : {entry.reason}
                      </span>
                    );
                  })}
                  {(bookingsByCart.get(cart.id) ?? []).map((booking) => {
                    const left = at(booking.startsMs);
                    // Still out past its return: the rental runs on to the range's end.
                    const end = booking.overdue ? 1 : at(booking.endsMs);
                    const tail = at(booking.blockedUntilMs);
                    if (tail <= left) return null;
                    // One element a booking: the bar runs to the end of its turnaround, drawn lighter.
                    return (
                      <a
                        key={booking.id}
                        href={`/admin/rentals/bookings/${booking.id}`}
                        className={`fleet-bar fleet-bar-${booking.status}`}
                        style={
                          {
                            left: percent(left),
                            width: percent(tail - left),
                            '--rental': percent((end - left) / (tail - left)),
                          } as CSSProperties
                        }
                      >
                        {booking.overdue ? `${booking.renter} · overdue` : booking.renter}
                        {/* One text node each (React marks the seams between several in the HTML). */}
                        <span className="sr-only">
                          {`, ref ${booking.reference}, ${quickMomentLabel(booking.startsMs)} to ${quickMomentLabel(booking.endsMs)}, ${booking.overdue ? 'out and not back yet' : bookingStatusLabels[booking.status]}`}
                        </span>
                      </a>
                    );
                  })}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroller>
  );
}
