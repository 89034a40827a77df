/**
 * A failed refund returned to the renter another way, recorded by a manager at the desk: how it
 * went back, over the booking's version. The amount is never among the fields: it is what the
 * card's bank sent back and is still owed.
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

export const handRefundFields = ['id', 'how', 'version'] as const;

export const handRefundSchema = z.object({
  id: z.uuid(),
  how: z.enum(handRefundWays, 'Choose how the money went back to the renter.'),
  version: versionText,
});
