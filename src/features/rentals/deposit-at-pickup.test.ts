import { describe, expect, it } from 'vitest';

import { depositAtPickup, type PaidOnline } from './booking';

const paid: PaidOnline = {
  paid: 'Paid online: $500 by card.',
  deposit: 'A hold on your card.',
  paidCents: 50_000,
};

describe('whether the renter brings a card for the deposit', () => {
  it('does for a booking paid at pickup, and not for one paid, or being paid, online', () => {
    expect(depositAtPickup({ paidOnline: null })).toBe(true);
    expect(depositAtPickup({ paidOnline: null }, true)).toBe(false);
    expect(depositAtPickup({ paidOnline: paid })).toBe(false);
  });

  it('does again once the card declined the deposit hold, whatever the page was told', () => {
    const declined = { ...paid, depositAtPickup: true };
    expect(depositAtPickup({ paidOnline: declined })).toBe(true);
    expect(depositAtPickup({ paidOnline: declined }, true)).toBe(true);
  });
});
