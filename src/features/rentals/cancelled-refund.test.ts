import { describe, expect, it } from 'vitest';

import { cancelledRefundLine, nothingPaidYet, type PaidOnline } from './booking';
import { formatCents } from './rental-price';

const paid: PaidOnline = {
  paid: 'Paid online: $490 by card.',
  deposit: 'A hold on your card.',
  paidCents: 49_000,
};
const figures = { refundCents: 24_500 };

describe('what a cancelled renter is told of the refund', () => {
  it('says nothing was paid only of a booking paid at pickup', () => {
    const atPickup = { ...figures, paidOnline: null, payByMs: null };
    expect(nothingPaidYet(atPickup)).toBe(true);
    expect(cancelledRefundLine(atPickup)).toBe(
      'Nothing was paid (the rental was to be paid at pickup), so there is nothing to refund.',
    );
  });

  it('names the refund of one paid online as a share of what was paid online', () => {
    const paidOnline = { ...figures, paidOnline: paid, payByMs: null };
    expect(nothingPaidYet(paidOnline)).toBe(false);
    expect(cancelledRefundLine(paidOnline)).toBe(
      `Under our rental policy the refund for cancelling when you did is ${formatCents(figures.refundCents)} of the ${formatCents(paid.paidCents)} paid online.`,
    );
  });

  it('says a booking released before its payment came refunds any payment that arrives after all', () => {
    // Released unpaid (or still waiting): it was to be paid online; a payment may yet come and be refunded.
    const released = { ...figures, paidOnline: null, payByMs: Date.UTC(2027, 6, 1) };
    expect(nothingPaidYet(released)).toBe(false);
    expect(cancelledRefundLine(released)).toMatch(/before its payment reached us: .* refunded in full\.$/);
  });
});
