import { describe, expect, it } from 'vitest';

import { counterDues, duesSaid, type CounterPayment } from './counter-account';
import { formatCents } from './rental-price';

/** A booking of $300 with a $250 deposit, as the counter reads it. */
const booking = {
  status: 'booked' as const,
  totalCents: 30_000,
  depositCents: 25_000,
  paidOnline: null,
  returnDetails: null,
  chargesCents: null,
};

const paidOnline = { paid: 'Paid online: $300 by card.', deposit: 'A hold on your card.', paidCents: 30_000 };

const payment = (kind: CounterPayment['kind'], cents: number): CounterPayment => ({
  id: `${kind}-${cents}`,
  kind,
  cents,
  method: 'card',
  by: 'desk@dealer.test',
  at: '2027-07-10T14:00:00.000Z',
});

const returned = (charges: number, depositBy: 'desk' | 'hold' | 'card' | 'none') => ({
  status: 'returned' as const,
  chargesCents: charges,
  returnDetails: { battery: 50, notes: '', charges: [], depositBy },
});

describe('what the rental desk takes and gives back at the counter', () => {
  it('asks at the check-out for the rent and the deposit of a booking paid at pickup, and says them', () => {
    const dues = counterDues(booking, []);
    expect(dues).toEqual([
      { kind: 'rent', cents: booking.totalCents, direction: 'take' },
      { kind: 'deposit', cents: booking.depositCents, direction: 'take' },
    ]);
    expect(duesSaid(dues)).toBe(
      `the ${formatCents(booking.totalCents)} rent and the ${formatCents(booking.depositCents)} deposit`,
    );
  });

  it('asks nothing of a booking paid online, but the deposit once its hold was declined', () => {
    expect(counterDues({ ...booking, paidOnline }, [])).toEqual([]);
    expect(counterDues({ ...booking, paidOnline: { ...paidOnline, depositAtPickup: true } }, [])).toEqual([
      { kind: 'deposit', cents: booking.depositCents, direction: 'take' },
    ]);
  });

  it('gives back what the desk took of the deposit less the charges, or takes what they pass it by', () => {
    const taken = [payment('rent', booking.totalCents), payment('deposit', booking.depositCents)];
    expect(counterDues({ ...booking, ...returned(4_000, 'desk') }, taken)).toEqual([
      { kind: 'deposit-back', cents: booking.depositCents - 4_000, direction: 'give' },
    ]);
    expect(counterDues({ ...booking, ...returned(28_000, 'desk') }, taken)).toEqual([
      { kind: 'charges', cents: 28_000 - booking.depositCents, direction: 'take' },
    ]);
  });

  it('leaves to a hold or a saved card the charges it covers, and takes all of them once nothing is held', () => {
    const online = { ...booking, paidOnline };
    expect(counterDues({ ...online, ...returned(4_000, 'hold') }, [])).toEqual([]);
    expect(counterDues({ ...online, ...returned(28_000, 'card') }, [])).toEqual([
      { kind: 'charges', cents: 28_000 - booking.depositCents, direction: 'take' },
    ]);
    expect(counterDues({ ...online, ...returned(4_000, 'none') }, [])).toEqual([
      { kind: 'charges', cents: 4_000, direction: 'take' },
    ]);
  });

  it('asks only for what is left once part is paid, and nothing of a cancelled booking', () => {
    expect(
      counterDues({ ...booking, status: 'out' }, [payment('rent', 10_000), payment('deposit', 25_000)]),
    ).toEqual([{ kind: 'rent', cents: booking.totalCents - 10_000, direction: 'take' }]);
    expect(counterDues({ ...booking, status: 'cancelled' }, [])).toEqual([]);
  });
});
