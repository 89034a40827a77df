import 'server-only';

import { formatCents } from '@/features/rentals/rental-price';
import { mailConfigured, notEmailed } from '@/server/mail/transport';

import type { EstimateLine, JobEvent, ServiceBooking } from '../service-booking';
import { estimateRefusal } from '../service-shop';
import { estimateKey, serviceBookingKey } from './booking-keys';
import { estimateUrl, serviceManageUrl, workshopLine } from './booking-mail';
import { findServiceBooking, jobEvents, textsReach } from './bookings';
import { carriedRound, estimateFigure, estimateLines, lineCount, linesTotal } from './estimates';

const serviceMailOff = notEmailed('customer');

/** Why a change asked for from a page opened earlier was not made (the action's redirect names it). */
const refusedNotices: Record<string, string> = {
  'estimate-stale':
    'Not sent: the job changed since this page was opened. Below is the job as it is now: check the estimate, and send it if it still needs sending.',
  'line-sent':
    'Not removed: that line is no longer a draft. It was sent to the customer in an estimate since this page was opened, or taken off already. The estimate below is as it is now.',
};

/**
 * What the change just made says: that the customer is e-mailed only while mail is on, and, with
 * mail off, texted still when texts reach them (`texted`), or else to be told by staff.
 */
const doneNotices = (mailOn: boolean, texted: boolean): Record<string, string> => {
  /** With mail off: what reached them by text (`texts` … texted to them), or what staff are to do. */
  const whileMailOff = (texts: string, ask: string) =>
    texted
      ? `${serviceMailOff}, but they asked for texts: ${texts} texted to them.`
      : `${serviceMailOff}: ${ask}`;
  return {
    status: mailOn
      ? 'Status saved: the customer is told.'
      : `Status saved. ${whileMailOff('it is', 'tell them.')}`,
    line: 'Line added. Send the estimate when it is complete.',
    estimate: mailOn
      ? 'Estimate sent: the customer approves or declines each line from their link.'
      : `Estimate sent to their booking's page. ${whileMailOff('its link is', 'give them its link (below).')}`,
    booked: mailOn
      ? 'Booked: the customer has their confirmation.'
      : // The text carries the reference, not the page's link.
        `Booked. ${whileMailOff('the confirmation, with its reference, is', "give them the reference and their page's link (below).")}${texted ? " Give them their page's link (below)." : ''}`,
    cancelled: mailOn
      ? 'Cancelled: the customer is told, and the window and hours are free again.'
      : `Cancelled: the window and hours are free again. ${whileMailOff('it is', 'tell them.')}`,
    'already-cancelled':
      'Already cancelled, before yours reached us (see its history): nothing more was sent.',
  };
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
  /** The customer's news reaches their phone too (they asked for texts, texts are on, no STOP). */
  texted: boolean;
  /** Why no estimate line can be added now (closed, or the cart not checked in); none when it can. */
  estimateRefused?: 'closed' | 'not-checked-in';
  /** What the change just made did, after its redirect ("Status saved: the customer is told."). */
  done?: string;
  /** Why the change just asked for was not made, after its redirect. */
  refused?: string;
  /**
   * While mail is off, the customer's own links for staff to give them (nothing e-mails them):
   * their booking's page, and the estimate waiting for their answer.
   */
  customerLinks?: { page: string; estimate?: { round: number; url: string } };
}

/**
 * What sending the draft lines sends: them, and any line of an earlier estimate still waiting for
 * the customer's answer, which goes with them ("3 lines, $297.00, 1 of them still unanswered").
 */
function sendingSummary(
  booking: ServiceBooking,
  drafts: readonly EstimateLine[],
  lines: readonly EstimateLine[],
): string {
  const waiting = carriedRound(booking);
  const unanswered = lines.filter((line) => line.round === waiting && line.decision === null);
  const sent = [...drafts, ...unanswered];
  const summary = `${lineCount(sent.length)}, ${formatCents(linesTotal(sent))}`;
  return unanswered.length === 0
    ? summary
    : `${summary}, ${unanswered.length} of them from the estimate still unanswered`;
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
  // Every round sent, one replaced before it was answered too (its lines went on with the next).
  const rounds = Array.from({ length: booking.estimateRound }, (_, index) => {
    const round = index + 1;
    const sent = lines.filter((line) => line.round === round);
    return {
      round,
      total: sent.length > 0 ? estimateFigure(sent) : 'replaced before it was answered, its lines sent on',
      lines: sent,
    };
  });
  const mailOn = mailConfigured();
  const texted = await textsReach(booking);
  const waiting = booking.status === 'awaiting-approval' ? rounds.at(-1)?.round : undefined;
  return {
    booking,
    customerLinks: mailOn
      ? undefined
      : {
          page: serviceManageUrl(booking, await serviceBookingKey(booking.id)),
          estimate:
            waiting === undefined
              ? undefined
              : {
                  round: waiting,
                  url: estimateUrl(booking, waiting, await estimateKey(booking.id, waiting)),
                },
        },
    workshop: workshopLine(booking),
    events,
    rounds,
    drafts,
    draftSummary: sendingSummary(booking, drafts, lines),
    open: booking.status !== 'cancelled' && booking.status !== 'picked-up',
    texted,
    estimateRefused: estimateRefusal(booking.status),
    done: typeof query.done === 'string' ? doneNotices(mailOn, texted)[query.done] : undefined,
    refused: typeof query.refused === 'string' ? refusedNotices[query.refused] : undefined,
  };
}
