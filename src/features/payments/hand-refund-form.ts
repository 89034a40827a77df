/**
 * A failed refund returned to the renter another way, recorded by a manager at the desk: how it
 * went back, over the booking's version. The amount recorded is never read from the form: it is
 * what the card's bank sent back and is still owed. The form carries the amount its page showed
 * only so that a record made after more came back (another refund failed meanwhile) is refused.
 */
import * as z from 'zod/mini';

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
  return said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : said.join('');
}

export const handRefundFields = ['id', 'how', 'version', 'owed'] as const;

export const handRefundSchema = z.object({
  id: z.uuid(),
  how: z.enum(handRefundWays, 'Choose how the money went back to the renter.'),
  version: versionText,
  owed: z.string().check(z.regex(/^\d{1,9}$/, 'This page is out of date: reload it and try again.')),
});
