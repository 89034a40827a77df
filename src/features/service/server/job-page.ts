import 'server-only';

import { formatCents } from '@/features/rentals/rental-price';

import type { EstimateLine, JobEvent, ServiceBooking } from '../service-booking';
import { estimateRefusal } from '../service-shop';
import { workshopLine } from './booking-mail';
import { findServiceBooking, jobEvents } from './bookings';
import { estimateFigure, estimateLines, lineCount, linesTotal } from './estimates';

const doneNotices: Record<string, string> = {
  status: 'Status saved: the customer is told.',
  line: 'Line added. Send the estimate when it is complete.',
  estimate: 'Estimate sent: the customer approves or declines each line from their link.',
  booked: 'Booked: the customer has their confirmation.',
  cancelled: 'Cancelled: the customer is told, and the window and hours are free again.',
  'already-cancelled': 'Already cancelled, before yours reached us (see its history): nothing more was sent.',
};

/** Everything a job's page on the service board shows. */
export interface JobPageData {
  booking: ServiceBooking;
  /** Where the cart is dropped off and collected. */
  workshop: string;
  events: JobEvent[];
  /** Each estimate sent, oldest first, with its total ("$240"), or what was approved of it once answered. */
  rounds: { round: number; total: string; lines: EstimateLine[] }[];
  /** The lines not sent yet. */
  drafts: EstimateLine[];
  /** "2 lines, $240.00": what sending the drafts sends. */
  draftSummary: string;
  /** Neither cancelled nor picked up: its status still changes. */
  open: boolean;
  /** Why no estimate line can be added now (closed, or the cart not checked in); none when it can. */
  estimateRefused?: 'closed' | 'not-checked-in';
  /** What the change just made did, after its redirect ("Status saved: the customer is told."). */
  done?: string;
}

/** A job's page, read with the query its redirects carry; none for an id that names no job. */
export async function jobPage(
  id: string,
  query: Record<string, string | string[] | undefined>,
): Promise<JobPageData | undefined> {
  const booking = /^[0-9a-f-]{36}$/.test(id) ? await findServiceBooking(id) : undefined;
  if (!booking) return undefined;
  const [events, lines] = await Promise.all([jobEvents(id), estimateLines(id)]);
  const drafts = lines.filter((line) => line.round === null);
  const rounds = [...new Set(lines.map((line) => line.round).filter((round) => round !== null))].map(
    (round) => {
      const sent = lines.filter((line) => line.round === round);
      return { round, total: estimateFigure(sent), lines: sent };
    },
  );
  return {
    booking,
    workshop: workshopLine(booking),
    events,
    rounds,
    drafts,
    draftSummary: `${lineCount(drafts.length)}, ${formatCents(linesTotal(drafts))}`,
    open: booking.status !== 'cancelled' && booking.status !== 'picked-up',
    estimateRefused: estimateRefusal(booking.status),
    done: typeof query.done === 'string' ? doneNotices[query.done] : undefined,
  };
}
