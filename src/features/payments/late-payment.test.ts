import { describe, expect, it } from 'vitest';

import { formatCents } from '@/features/rentals/rental-price';

import { latePaymentSaid, latePaymentWords } from './late-payment';

const paid = { paidCents: 24_500, refundedCents: 0, refundOwedCents: 0 };

describe('a late payment on the renter’s page', () => {
  it('says why it came too late: cancelled meanwhile, or the time to pay ran out', () => {
    expect(latePaymentSaid({ ...paid, late: 'cancelled' })).toContain(latePaymentWords.cancelled);
    expect(latePaymentSaid({ ...paid, late: 'time-ran-out' })).toContain(latePaymentWords['time-ran-out']);
    expect(latePaymentSaid({ ...paid, late: 'cancelled' })).toContain(formatCents(paid.paidCents));
  });

  it('calls it refunded only once the refund was sent, and owed when the bank sent it back', () => {
    expect(latePaymentSaid({ ...paid, late: 'cancelled' })).toMatch(/being refunded to your card in full\.$/);
    expect(latePaymentSaid({ ...paid, refundedCents: paid.paidCents, late: 'cancelled' })).toMatch(
      /: it is refunded to your card in full\.$/,
    );
    expect(
      latePaymentSaid({
        ...paid,
        refundedCents: paid.paidCents,
        refundOwedCents: paid.paidCents,
        late: 'cancelled',
      }),
    ).toMatch(/we are returning it to you\.$/);
    expect(
      latePaymentSaid({
        ...paid,
        refundedCents: paid.paidCents,
        refundReturned: { how: 'by cheque' },
        late: 'cancelled',
      }),
    ).toMatch(/it was returned to you by cheque\.$/);
  });
});
