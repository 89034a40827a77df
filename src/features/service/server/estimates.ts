import 'server-only';

import { randomUUID } from 'node:crypto';

import type { ExpressionBuilder, Transaction } from 'kysely';

import { kickOutbox } from '@/features/leads/server/outbox';
import { formatCents } from '@/features/rentals/rental-price';
import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { sameKey } from '@/server/security/signed-links';

import type { EstimateLine, EstimateLineKind, ServiceBooking } from '../service-booking';
import { estimateRefusal, type JobStatus } from '../service-shop';
import { estimateKey } from './booking-keys';
import { estimateNotice, estimateUrl, servicePath } from './booking-mail';
import {
  findServiceBooking,
  findServiceBookingByReference,
  inServiceTransaction,
  lockServiceJob,
  moveStatus,
} from './bookings';

/**
 * A job's estimate: staff add lines (labour with its hours, parts), each with a price, and send
 * them to the customer as one round; the job waits for approval meanwhile. The customer opens the
 * round's signed link and approves or declines each line; the decision is recorded with its time
 * and the job moves on: to waiting for parts when parts were approved, else back to the workshop
 * (for the job booked, when nothing was: only staff say a cart is ready). A link is for its round
 * alone, answers once, and opens nothing once a newer round is sent; a newer round carries the
 * lines the customer had not answered yet, so none is left waiting for an answer no link can give.
 */

export async function estimateLines(bookingId: string): Promise<EstimateLine[]> {
  const rows = await (
    await database()
  )
    .selectFrom('service_estimate_lines')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    round: row.round === null ? null : Number(row.round),
    kind: row.kind as EstimateLineKind,
    description: row.description,
    minutes: row.minutes === null ? null : Number(row.minutes),
    cents: Number(row.cents),
    decision: row.decision as EstimateLine['decision'],
    decidedAt: row.decided_at,
    createdBy: row.created_by,
  }));
}

/**
 * A change to a job's draft lines, made as sending makes its change: with the job held
 * (lockServiceJob) and its version moved on when `change` changed something, so a send over the
 * version its page showed refuses a colleague's line the sender never saw. Answers what `change`
 * answered; undefined when the job is gone.
 */
async function changeDraftLines<T>(
  bookingId: string,
  change: (trx: Transaction<Database>, booking: ServiceBooking) => Promise<{ changed: boolean; answer: T }>,
): Promise<T | undefined> {
  return inServiceTransaction(async (trx) => {
    await lockServiceJob(trx, bookingId);
    const booking = await findServiceBooking(bookingId, trx);
    if (!booking) return undefined;
    const { changed, answer } = await change(trx, booking);
    if (changed)
      await trx
        .updateTable('service_bookings')
        .set({ version: booking.version + 1 })
        .where('id', '=', bookingId)
        .execute();
    return answer;
  });
}

export type AddLineOutcome = 'added' | 'missing' | NonNullable<ReturnType<typeof estimateRefusal>>;

/** Adds a draft line (not yet sent) to a job whose cart is with us (estimateRefusal says why not). */
export async function addEstimateLine(
  bookingId: string,
  line: { kind: EstimateLineKind; description: string; minutes: number | null; cents: number },
  by: string,
  now = new Date(),
): Promise<AddLineOutcome> {
  const outcome = await changeDraftLines(bookingId, async (trx, booking) => {
    const refusal = estimateRefusal(booking.status);
    if (refusal) return { changed: false, answer: refusal };
    await trx
      .insertInto('service_estimate_lines')
      .values({
        id: randomUUID(),
        booking_id: bookingId,
        round: null,
        kind: line.kind,
        description: line.description,
        minutes: line.minutes,
        cents: line.cents,
        created_at: now.toISOString(),
        created_by: by,
      })
      .execute();
    return { changed: true, answer: 'added' as const };
  });
  return outcome ?? 'missing';
}

/** Removes a draft line; a line already sent stays, as the customer saw it. */
export async function removeDraftLine(bookingId: string, lineId: string): Promise<boolean> {
  const removed = await changeDraftLines(bookingId, async (trx) => {
    const deleted = await trx
      .deleteFrom('service_estimate_lines')
      .where('id', '=', lineId)
      .where('booking_id', '=', bookingId)
      .where('round', 'is', null)
      .executeTakeFirst();
    const changed = Number(deleted.numDeletedRows) === 1;
    return { changed, answer: changed };
  });
  return removed ?? false;
}

export const linesTotal = (lines: readonly Pick<EstimateLine, 'cents'>[]) =>
  lines.reduce((sum, line) => sum + line.cents, 0);

/** "1 line", "3 lines". */
export const lineCount = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/**
 * An estimate's figure: its total ("$2,735.07") while it waits; once answered, what the customer
 * approved of it ("$235.08 approved of $2,735.07"), the figure the workshop goes on with.
 */
export function estimateFigure(lines: readonly Pick<EstimateLine, 'cents' | 'decision'>[]): string {
  const total = formatCents(linesTotal(lines));
  if (!lines.some((line) => line.decision)) return total;
  return `${formatCents(linesTotal(lines.filter((line) => line.decision === 'approved')))} approved of ${total}`;
}

/**
 * An estimate's headline on the customer's page: "3 lines, $2,735.07 in all" while it waits; once
 * answered, "3 lines: $235.08 approved of $2,735.07".
 */
export function estimateHeadline(lines: readonly Pick<EstimateLine, 'cents' | 'decision'>[]): string {
  const count = lineCount(lines.length);
  return lines.some((line) => line.decision)
    ? `${count}: ${estimateFigure(lines)}`
    : `${count}, ${estimateFigure(lines)} in all`;
}

/**
 * The estimate round a new one carries the unanswered lines of: the latest, while the job still
 * waits for the customer's answer to it. Once staff moved the job on (an answer by phone), its
 * lines stay as they were.
 */
export const carriedRound = (job: Pick<ServiceBooking, 'status' | 'estimateRound'>): number | undefined =>
  job.status === 'awaiting-approval' && job.estimateRound > 0 ? job.estimateRound : undefined;

export type SendOutcome =
  | { outcome: 'sent'; booking: ServiceBooking; round: number }
  | { outcome: 'nothing' | 'stale' | 'missing' | NonNullable<ReturnType<typeof estimateRefusal>> };

/**
 * Sends the draft lines to the customer as the next round, with the unanswered lines of the round
 * still waiting for their answer (carriedRound: that round's link is replaced), over the version the page showed: the
 * job waits for approval, recorded like any status change, and the customer gets the round's link.
 */
export async function sendEstimate(
  bookingId: string,
  expectedVersion: number,
  by: string,
  now = new Date(),
): Promise<SendOutcome> {
  const at = now.toISOString();
  const outcome = await inServiceTransaction(async (trx): Promise<SendOutcome> => {
    await lockServiceJob(trx, bookingId);
    const before = await findServiceBooking(bookingId, trx);
    if (!before) return { outcome: 'missing' };
    const refusal = estimateRefusal(before.status);
    if (refusal) return { outcome: refusal };
    if (before.version !== expectedVersion) return { outcome: 'stale' };
    // The drafts, and the lines of the estimate still waiting for an answer (not those of one the
    // job moved on from, answered by phone say, nor of one replaced before).
    const waiting = carriedRound(before);
    const sentNow = (line: ExpressionBuilder<Database, 'service_estimate_lines'>) =>
      line.and([
        line('booking_id', '=', bookingId),
        line('decision', 'is', null),
        waiting === undefined
          ? line('round', 'is', null)
          : line.or([line('round', 'is', null), line('round', '=', waiting)]),
      ]);
    const open = await trx
      .selectFrom('service_estimate_lines')
      .select(['cents', 'round'])
      .where(sentNow)
      .execute();
    if (!open.some((line) => line.round === null)) return { outcome: 'nothing' };
    const round = before.estimateRound + 1;
    await trx.updateTable('service_estimate_lines').set({ round }).where(sentNow).execute();
    await trx
      .updateTable('service_bookings')
      .set({ estimate_round: round })
      .where('id', '=', bookingId)
      .execute();
    const total = estimateHeadline(open.map((line) => ({ cents: Number(line.cents), decision: null })));
    const moved = await moveStatus(
      trx,
      { ...before, estimateRound: round },
      'awaiting-approval',
      by,
      at,
      `Estimate ${round} sent: ${total}`,
      async (booking) =>
        estimateNotice(
          booking,
          estimateUrl(booking, round, await estimateKey(booking.id, round)),
          total,
          open.some((line) => line.round !== null),
        ),
    );
    return moved ? { outcome: 'sent', booking: moved, round } : { outcome: 'stale' };
  });
  if (outcome.outcome === 'sent') kickOutbox();
  return outcome;
}

export interface EstimateForLink {
  booking: ServiceBooking;
  round: number;
  lines: EstimateLine[];
  /** Whether a newer round replaced this one. */
  superseded: boolean;
  /**
   * When a newer round replaced this one: its page, for this link's holder (the customer, whose
   * link proves it), where any line of this round left unanswered is waiting too.
   */
  newerPath?: string;
  /**
   * The job left "awaiting approval" without the customer's answer (staff moved it on after an
   * answer by phone, or it is ready or picked up), even if a newer estimate was sent since: the
   * link answers nothing any more.
   */
  movedOn: boolean;
}

/** The round a customer's link names, if the key is that round's; undefined for an altered link. */
export async function estimateForLink(
  reference: string,
  round: number,
  key: string,
): Promise<EstimateForLink | undefined> {
  if (!/^[2-9A-Z]{6}$/.test(reference) || !Number.isInteger(round) || round < 1 || !key) return undefined;
  const booking = await findServiceBookingByReference(reference);
  if (!booking || round > booking.estimateRound) return undefined;
  if (!sameKey(await estimateKey(booking.id, round), key)) return undefined;
  const all = await estimateLines(booking.id);
  const linesOf = (each: number) => all.filter((line) => line.round === each);
  const lines = linesOf(round);
  const latest = booking.estimateRound;
  // A round sent while this one waited took its unanswered lines along (carriedRound), leaving it
  // empty, and so on while each waited: they are in the first round after it that holds lines.
  let holder = round;
  while (holder < latest && linesOf(holder).length === 0) holder++;
  // Lines still unanswered in a round older than the latest were left there when staff moved the
  // job on (a round sent after that does not take them): this link was left, not replaced.
  const left = holder < latest && linesOf(holder).some((line) => !line.decidedAt);
  const superseded = round < latest && !left;
  // An emptied round leads to where its lines went; an answered one to the latest round.
  const newer = lines.length === 0 ? holder : latest;
  return {
    booking,
    round,
    lines,
    superseded,
    newerPath: superseded
      ? `${servicePath(booking, 'estimate')}?round=${newer}&key=${encodeURIComponent(await estimateKey(booking.id, newer))}`
      : undefined,
    movedOn: left || booking.status !== 'awaiting-approval',
  };
}

export type DecisionOutcome =
  | { outcome: 'recorded'; booking: ServiceBooking; moved: JobStatus | null }
  | { outcome: 'bad-link' | 'superseded' | 'moved-on' | 'decided' }
  | { outcome: 'undecided'; lines: Pick<EstimateLine, 'id' | 'description'>[] };

/** Where the job goes once the customer has answered every line. */
export function statusAfterDecision(lines: readonly Pick<EstimateLine, 'kind' | 'decision'>[]): JobStatus {
  const approved = lines.filter((line) => line.decision === 'approved');
  if (approved.some((line) => line.kind === 'parts')) return 'waiting-parts';
  // Labour and parts in stock need no wait: the workshop goes on. Nothing approved, the workshop still does the job booked: staff say when the cart is ready.
  return 'diagnosing';
}

/**
 * Records the customer's decision on every line of the round their link names, once: a link
 * already answered, or replaced by a newer round, is refused, and so is an altered one.
 */
export async function decideEstimate(
  reference: string,
  round: number,
  key: string,
  decisions: ReadonlyMap<string, 'approved' | 'declined'>,
  now = new Date(),
): Promise<DecisionOutcome> {
  const found = await estimateForLink(reference, round, key);
  if (!found) return { outcome: 'bad-link' };
  if (found.superseded) return { outcome: 'superseded' };
  const answered = found.lines.find((line) => line.decidedAt);
  if (answered) return { outcome: 'decided' };
  if (found.movedOn) return { outcome: 'moved-on' };
  const missing = found.lines
    .filter((line) => !decisions.has(line.id))
    .map(({ id, description }) => ({ id, description }));
  if (missing.length > 0) return { outcome: 'undecided', lines: missing };
  const at = now.toISOString();
  const outcome = await inServiceTransaction(async (trx): Promise<DecisionOutcome> => {
    await lockServiceJob(trx, found.booking.id);
    // A newer estimate sent since the link was opened replaces this one: its answers move nothing.
    const current = (await findServiceBooking(found.booking.id, trx))!;
    if (current.estimateRound !== round) throw new Superseded();
    // Moved on by staff while the link was open: an answer now would change nothing they see.
    if (current.status !== 'awaiting-approval') throw new MovedOn();
    for (const line of found.lines) {
      const recorded = await trx
        .updateTable('service_estimate_lines')
        .set({ decision: decisions.get(line.id)!, decided_at: at })
        .where('id', '=', line.id)
        .where('decision', 'is', null)
        .executeTakeFirst();
      // Answered twice at once: the first answer stands.
      if (Number(recorded.numUpdatedRows) !== 1) throw new AlreadyDecided();
    }
    const decided = found.lines.map((line) => ({ ...line, decision: decisions.get(line.id)! }));
    const approved = decided.filter((line) => line.decision === 'approved').length;
    const note = `Estimate ${round}: ${approved === 0 ? 'nothing' : `${approved} of ${lineCount(decided.length)}`} approved`;
    const next = statusAfterDecision(decided);
    // Over the job as read above, under the job's lock, which a staff status change takes too; the
    // version check stays as the backstop: an answer is refused whole rather than moving a job back.
    const moved = await moveStatus(trx, current, next, 'the customer, from the estimate link', at, note);
    if (!moved) throw new MovedOn();
    return { outcome: 'recorded', booking: moved, moved: next };
  }).catch((error: unknown) => {
    if (error instanceof AlreadyDecided) return { outcome: 'decided' as const };
    if (error instanceof Superseded) return { outcome: 'superseded' as const };
    if (error instanceof MovedOn) return { outcome: 'moved-on' as const };
    throw error;
  });
  if (outcome.outcome === 'recorded') kickOutbox();
  return outcome;
}

class AlreadyDecided extends Error {}
class Superseded extends Error {}
class MovedOn extends Error {}
