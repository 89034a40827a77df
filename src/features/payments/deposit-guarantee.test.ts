import { describe, expect, it } from 'vitest';

import { cancellationRefund } from '@/features/rentals/booking';
import { dayMs, hourMs } from '@/features/rentals/rental-time';

import {
  depositGuarantee,
  depositSettlement,
  holdExpiresMs,
  paymentTerms,
  refundToSend,
} from './deposit-guarantee';

const paidAt = Date.UTC(2027, 6, 1, 14);

describe('the deposit guarantee', () => {
  it('holds the card for a rental that ends, with a day to settle, within five days of paying', () => {
    expect(depositGuarantee(paidAt + 4 * dayMs, paidAt)).toBe('hold');
    // One minute past: the hold could lapse before the desk settles the return.
    expect(depositGuarantee(paidAt + 4 * dayMs + 60_000, paidAt)).toBe('card');
    // A week's rental starting tomorrow ends past any card's authorisation: the card is saved.
    expect(depositGuarantee(paidAt + 8 * dayMs, paidAt)).toBe('card');
    expect(holdExpiresMs(paidAt)).toBe(paidAt + 5 * dayMs);
  });

  it('tells the renter which, before they agree', () => {
    const rental = { totalCents: 45_000, depositCents: 30_000 };
    expect(paymentTerms({ ...rental, endsMs: paidAt + 2 * dayMs }, paidAt)[1]).toMatch(
      /^The \$300 security deposit is a hold on the same card/,
    );
    expect(paymentTerms({ ...rental, endsMs: paidAt + 20 * dayMs }, paidAt)[1]).toMatch(
      /too far ahead for a hold .* up to \$300/,
    );
    expect(paymentTerms({ ...rental, endsMs: paidAt + 2 * dayMs }, paidAt)[0]).toContain('$450 now');
  });

  it('takes the charges from the deposit, never more than it, and releases the rest', () => {
    expect(depositSettlement(30_000, 0)).toEqual({ takeCents: 0, releaseCents: 30_000 });
    expect(depositSettlement(30_000, 7_500)).toEqual({ takeCents: 7_500, releaseCents: 22_500 });
    expect(depositSettlement(30_000, 45_000)).toEqual({ takeCents: 30_000, releaseCents: 0 });
  });
});

describe('the refund of a cancelled rental paid online', () => {
  const paidOnline = (paidCents: number) => ({ paid: '', deposit: '', paidCents });
  const booking = { startsMs: paidAt + 10 * dayMs, paidOnline: paidOnline(45_001) };
  const refundAt = (msBefore: number) =>
    refundToSend(cancellationRefund(booking, booking.startsMs - msBefore).cents, 45_001, 0);

  it('sends all of it, half (rounded to the cent) or none by the policy band', () => {
    // "At least 24 hours before the rental starts": free, to the millisecond, as the policy says.
    expect(refundAt(24 * hourMs)).toBe(45_001);
    expect(refundAt(24 * hourMs - 1)).toBe(22_501);
    expect(refundAt(1)).toBe(22_501);
    expect(refundAt(0)).toBe(0);
    expect(refundAt(-hourMs)).toBe(0);
  });

  it('is a share of what was paid online, not of days added at the desk, which are paid at pickup', () => {
    // Paid $245 online; the desk then added days, to be paid at pickup: the policy's half is of the $245.
    const extended = { startsMs: booking.startsMs, paidOnline: paidOnline(24_500), totalCents: 91_334 };
    expect(cancellationRefund(extended, extended.startsMs - hourMs)).toEqual({
      cents: 12_250,
      paidCents: 24_500,
      rule: 'half',
    });
    expect(cancellationRefund(extended, extended.startsMs - 2 * dayMs).cents).toBe(24_500);
    // Still waiting for its payment, or paid at pickup: nothing was paid, nothing is refunded.
    expect(cancellationRefund({ ...extended, status: 'pending' }, extended.startsMs - 2 * dayMs).cents).toBe(
      0,
    );
    expect(cancellationRefund({ ...extended, paidOnline: null }, extended.startsMs - 2 * dayMs).cents).toBe(
      0,
    );
  });

  it('never sends more than was paid, nor the same refund twice', () => {
    expect(refundToSend(45_001, 40_000, 0)).toBe(40_000);
    expect(refundToSend(22_501, 45_001, 22_501)).toBe(0);
    expect(refundToSend(22_501, 45_001, 10_000)).toBe(12_501);
  });
});
