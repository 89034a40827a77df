/**
 * A failed refund returned to the customer another way, recorded by a manager: a renter's at the
 * desk, over the booking's version, or a cart-hold buyer's on the Cart holds page, with how it went
 * back. The amount recorded is never read from the form: it is what the card's bank sent back and
 * is still owed. The form carries the amount its page showed only so that a record made after more
 * came back (another refund failed meanwhile) is refused.
 */
import * as z from 'zod/mini';

import { listInWords } from '@/content/list-in-words';
import { formatCents } from '@/features/rentals/rental-price';
import { labelledChoices } from '@/lib/labelled-choices';
import { versionText } from '@/lib/version-param';

export const { choices: handRefundWays, labels: handRefundWayLabels } = labelledChoices({
  cheque: 'by cheque',
  cash: 'in cash',
  transfer: 'by bank transfer',
  'other-card': 'to another card',
});
export type HandRefundWay = (typeof handRefundWays)[number];

/** The ways stored for a booking's returns ("cheque,cash"), as words: "by cheque and in cash". */
export function handRefundWaysSaid(stored: string): string {
  const said = stored.split(',').map((way) => handRefundWayLabels[way as HandRefundWay] ?? way);
  return listInWords(said);
}

/** The ways stored after one more return by hand: each way once, in the order first used. */
export const handRefundWaysWith = (stored: string | null, how: HandRefundWay): string =>
  [...new Set([...(stored?.split(',') ?? []), how])].join(',');

/** The line a booking's history or a lead's note carries: "Refund of $80 that the card's bank ...". */
export const returnedByHandLine = (
  refund: string,
  cents: number,
  customer: 'renter' | 'buyer',
  how: HandRefundWay,
): string =>
  `${refund} of ${formatCents(cents)} that the card's bank sent back: returned to the ${customer} ${handRefundWayLabels[how]}`;

/** What a manager's record of a refund returned by hand came to. */
export type HandRefundOutcome =
  { outcome: 'recorded'; cents: number } | { outcome: 'refused'; message: string };

/** The refusal of a record when nothing is owed: already all returned, or no refund ever failed. */
export const nothingOwed = (failedCents: number, customer: 'renter' | 'buyer'): HandRefundOutcome => ({
  outcome: 'refused',
  message:
    failedCents > 0
      ? `It is already recorded as returned: nothing more is owed to the ${customer}.`
      : `Nothing is owed to the ${customer}: no refund of theirs failed.`,
});

const handRefundShape = {
  id: z.uuid(),
  how: z.enum(handRefundWays, 'Choose how the money went back.'),
  owed: z.string().check(z.regex(/^\d{1,9}$/, 'This page is out of date: reload it and try again.')),
};

/** A rental's, over the booking's version. */
export const handRefundFields = ['id', 'how', 'version', 'owed'] as const;
export const handRefundSchema = z.object({ ...handRefundShape, version: versionText });

/** A cart hold's: the hold has no page of its own to be stale against, only the amount owed. */
export const holdHandRefundFields = ['id', 'how', 'owed'] as const;
export const holdHandRefundSchema = z.object(handRefundShape);
