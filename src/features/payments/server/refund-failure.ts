import 'server-only';

import type { Transaction } from 'kysely';

import { queueMessages } from '@/features/leads/server/outbox';
import { formatCents } from '@/features/rentals/rental-price';
import { siteUrl } from '@/features/seo/server/site-metadata';
import { managerRecipients } from '@/features/staff/server/staff-directory';
import type { Database } from '@/server/db/schema';
import { mailConfigured } from '@/server/mail/transport';

import type { ToldRefund } from './ledger';

/**
 * A refund that failed after it was sent (the card's bank sent it back, or it was cancelled) is not
 * sent again by itself: the same card would most likely refuse it again, and Stripe has put the
 * money back on the dealer's balance. A manager returns it another way, so the managers are told.
 */

/** What the refund was for and whom it is owed to. */
export interface RefundOwed {
  /** "Rental R-7KQ2" or "The hold on the 2024 Evolution D5 Maverick 4". */
  what: string;
  customer: { name: string; email: string; phone: string };
  /** The staff page to record it as returned on. */
  staffPath: string;
}

/** The line a booking's history or a lead's note carries about the failed refund. */
export const refundFailedLine = (refund: ToldRefund): string =>
  `The refund of ${formatCents(refund.amount)} to the card ${
    refund.status === 'canceled' ? 'was cancelled at Stripe' : "failed at the card's bank"
  } (${refund.id}): it is back on the Stripe balance and owed to the customer another way.`;

/**
 * Queues, with the lead, an e-mail to every active manager about a refund that failed; nothing
 * when mail is not configured or there is no manager to tell. Answers how many were queued.
 */
export async function tellManagersRefundFailed(
  trx: Transaction<Database>,
  leadId: string,
  refund: ToldRefund,
  owed: RefundOwed,
  at: string,
): Promise<number> {
  if (!mailConfigured()) return 0;
  const recipients = await managerRecipients(trx);
  if (recipients === '') return 0;
  const { customer } = owed;
  return queueMessages(
    trx,
    leadId,
    [
      {
        kind: 'payment-alert',
        recipients,
        subject: `Refund failed: ${formatCents(refund.amount)} owed to ${customer.name}`,
        text: [
          `${owed.what}: ${refundFailedLine(refund)}`,
          '',
          'It is not sent again by itself (the same card would most likely refuse it). Return it by',
          'cheque, cash or another card, then record it as returned on the page below.',
          '',
          `Customer: ${customer.name}, ${customer.phone}, ${customer.email}`,
          `Open it: ${siteUrl(owed.staffPath)}`,
        ].join('\n'),
        replyTo: customer.email,
      },
    ],
    at,
  );
}
