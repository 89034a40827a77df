import { describe, expect, it } from 'vitest';

import { cancelledRefundLine, nothingPaidYet, type PaidOnline } from './booking';
import { formatCents } from './rental-price';

const paid: PaidOnline = {
  paid: 'Paid online: $490 by card.',
  deposit: 'A hold on your card.',
  paidCents: 49_000,
};
const figures = { refundCents: 24_500, totalCents: 49_000 };

describe('what a cancelled renter is told of the refund', () => {
  it('says nothing was paid only of a booking paid at pickup', () => {
    const atPickup = { ...figures, paidOnline: null, payByMs: null };
    expect(nothingPaidYet(atPickup)).toBe(true);
    expect(cancelledRefundLine(atPickup)).toBe(
      'Nothing was paid (the rental was to be paid at pickup), so there is nothing to refund.',
    );
  });

  it('names the refund of one paid online, and of one released before its payment came', () => {
    const line = `Under our rental policy the refund for cancelling when you did is ${formatCents(figures.refundCents)} of the ${formatCents(figures.totalCents)} total.`;
    const paidOnline = { ...figures, paidOnline: paid, payByMs: null };
    // Released unpaid (or still waiting): it was to be paid online; a payment may yet come and be refunded.
    const released = { ...figures, paidOnline: null, payByMs: Date.UTC(2027, 6, 1) };
    for (const booking of [paidOnline, released]) {
      expect(nothingPaidYet(booking)).toBe(false);
      expect(cancelledRefundLine(booking)).toBe(line);
    }
  });
});
