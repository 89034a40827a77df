import { describe, expect, it } from 'vitest';

import { cartType, rentalPolicy } from '@/content/rental-plans';
import { formatRequestDate, weekdayOf } from '@/features/requests/request-dates';

import { formatCents } from './rental-price';
import { hourMs } from './rental-time';
import {
  chargesTotal,
  depositOutcome,
  depositRefundBusinessDays,
  depositRefundDue,
  hoursLate,
  noFindings,
  refundGivenBack,
  returnCharges,
  returnStatement,
} from './return-charges';

const cents = (dollars: number) => Math.round(dollars * 100);
const due = Date.UTC(2027, 6, 10, 14, 0);

describe('return charges', () => {
  it('counts each begun hour late, and nothing for a cart back on time or early', () => {
    expect(hoursLate(due, due)).toBe(0);
    expect(hoursLate(due, due - 3 * hourMs)).toBe(0);
    expect(hoursLate(due, due + 1)).toBe(1);
    expect(hoursLate(due, due + 2 * hourMs + 60_000)).toBe(3);
  });

  it('charges from the policy table: late hours, uncharged, cleaning, smoke, pet hair, accessory and damage with their fees', () => {
    const charges = returnCharges(due, due + 2 * hourMs, {
      uncharged: true,
      cleaningCents: cents(rentalPolicy.cleaningFee.min),
      smoke: true,
      petHair: true,
      accessory: { what: 'rain cover', costCents: 4_000 },
      damage: { what: 'cracked mirror', repairCents: 6_500 },
    });
    expect(charges.map((charge) => charge.cents)).toEqual([
      2 * cents(rentalPolicy.lateReturnPerHour),
      cents(rentalPolicy.unchargedReturnFee),
      cents(rentalPolicy.cleaningFee.min),
      cents(rentalPolicy.smokeOdorFee),
      cents(rentalPolicy.petHairFee),
      4_000 + cents(rentalPolicy.missingAccessoryFee),
      6_500 + cents(rentalPolicy.minorDamageAdminFee),
    ]);
    expect(charges[0]!.label).toContain('2 hours');
    expect(charges[5]!.label).toContain('rain cover');
    expect(chargesTotal(charges)).toBe(charges.reduce((sum, charge) => sum + charge.cents, 0));
    expect(returnCharges(due, due, noFindings)).toEqual([]);
  });

  it('reads the business days from the policy words and skips weekends to the last of them', () => {
    expect(depositRefundBusinessDays('within 3-5 business days')).toBe(5);
    expect(depositRefundBusinessDays('within 7 business days')).toBe(7);
    const days = depositRefundBusinessDays();
    // A Friday return: the business days start on Monday.
    const friday = '2027-07-09';
    expect(weekdayOf(friday)).toBe(5);
    const dueOn = depositRefundDue(friday, days);
    expect(weekdayOf(dueOn)).toBeGreaterThanOrEqual(1);
    expect(weekdayOf(dueOn)).toBeLessThanOrEqual(5);
    // 5 business days after a Friday is the next Friday; after a Monday, the next Monday.
    expect(depositRefundDue(friday, 5)).toBe('2027-07-16');
    expect(depositRefundDue('2027-07-12', 5)).toBe('2027-07-19');
    expect(depositRefundDue('2027-07-10', 1)).toBe('2027-07-12');
  });

  it('refunds the deposit less the charges, and says what is owed beyond it', () => {
    expect(depositOutcome(50_000, 12_000)).toEqual({ refundCents: 38_000, owedCents: 0 });
    expect(depositOutcome(50_000, 62_000)).toEqual({ refundCents: 0, owedCents: 12_000 });
  });

  it('counts a refund given back only once the counter has given all of it, and none due as none given', () => {
    expect(refundGivenBack(38_000, 38_000)).toBe(true);
    expect(refundGivenBack(38_000, 20_000)).toBe(false);
    expect(refundGivenBack(0, 0)).toBe(false);
  });

  it('states a return to the renter: each charge, the total, and what is kept of the deposit and when the rest is back', () => {
    const depositCents = cents(cartType('four-seater').securityDeposit);
    const returned = (charges: { label: string; cents: number }[]) => ({
      returnDetails: { battery: 90, notes: '', charges },
      chargesCents: chargesTotal(charges),
      depositCents,
      depositRefundDue: '2027-07-16',
    });
    const by = formatRequestDate('2027-07-16');
    const deposit = formatCents(depositCents);
    expect(returnStatement({ ...returned([]), returnDetails: null })).toBeUndefined();
    expect(returnStatement(returned([]))).toEqual({
      rows: [],
      none: expect.stringMatching(/^No charges/),
      deposit: `Nothing is kept from your ${deposit} deposit: it is released or refunded to you by ${by}.`,
    });
    // A deposit of nothing, and nothing charged: nothing is kept, not "the deposit is kept".
    expect(returnStatement({ ...returned([]), depositCents: 0 })!.deposit).toMatch(/^Nothing is kept/);
    const cleaning = { label: 'Cleaning', cents: cents(rentalPolicy.cleaningFee.min) };
    const some = returnStatement(returned([cleaning]))!;
    expect(some.rows).toEqual([
      ['Cleaning', formatCents(cleaning.cents)],
      ['Charges in all', formatCents(cleaning.cents)],
    ]);
    expect(some.deposit).toContain(
      `the other ${formatCents(depositCents - cleaning.cents)} is released or refunded to you by ${by}`,
    );
    const whole = { label: 'Damage', cents: depositCents };
    expect(returnStatement(returned([whole]))!.deposit).toBe(
      `Your ${deposit} deposit is kept for them: nothing more is owed.`,
    );
    const damage = { label: 'Damage', cents: depositCents + 7_500 };
    expect(returnStatement(returned([damage]))!.deposit).toContain(`${formatCents(7_500)} is owed beyond it`);
  });

  it('says what the desk has since settled: the deposit given back (or so far), the charges beyond it paid', () => {
    const depositCents = cents(cartType('four-seater').securityDeposit);
    const cleaning = { label: 'Cleaning', cents: cents(rentalPolicy.cleaningFee.min) };
    const statement = (
      charges: { label: string; cents: number }[],
      settled: Parameters<typeof returnStatement>[1],
    ) =>
      returnStatement(
        {
          returnDetails: { battery: 90, notes: '', charges },
          chargesCents: chargesTotal(charges),
          depositCents,
          depositRefundDue: '2027-07-16',
        },
        settled,
      )!.deposit;
    const back = depositCents - cleaning.cents;
    expect(
      statement([cleaning], { givenBackCents: back, givenBackOn: '2027-07-14', chargesPaidCents: 0 }),
    ).toBe(
      `${formatCents(cleaning.cents)} is kept from your ${formatCents(depositCents)} deposit; the other ${formatCents(back)} was given back to you on ${formatRequestDate('2027-07-14')}.`,
    );
    const part = statement([cleaning], {
      givenBackCents: 1_000,
      givenBackOn: '2027-07-14',
      chargesPaidCents: 0,
    });
    expect(part).toContain(`is released or refunded to you by ${formatRequestDate('2027-07-16')}`);
    expect(part).toContain(`${formatCents(1_000)} of it has been given back so far.`);
    const damage = { label: 'Damage', cents: depositCents + 7_500 };
    expect(statement([damage], { givenBackCents: 0, chargesPaidCents: 7_500 })).toBe(
      `Your ${formatCents(depositCents)} deposit is kept towards them, and the ${formatCents(7_500)} beyond it was paid at the desk.`,
    );
    expect(statement([damage], { givenBackCents: 0, chargesPaidCents: 5_000 })).toContain('we will call you');
  });

  it('promises back only a deposit that was taken: a hold is released in part, a saved card is charged the charges', () => {
    const depositCents = cents(cartType('four-seater').securityDeposit);
    const deposit = formatCents(depositCents);
    const cleaning = { label: 'Cleaning', cents: cents(rentalPolicy.cleaningFee.min) };
    const onCard = (depositBy: 'hold' | 'card' | 'none', charges: { label: string; cents: number }[]) =>
      returnStatement({
        returnDetails: { battery: 90, notes: '', charges, depositBy },
        chargesCents: chargesTotal(charges),
        depositCents,
        depositRefundDue: null,
      })!.deposit;
    expect(onCard('hold', [cleaning])).toBe(
      `${formatCents(cleaning.cents)} is taken from the ${deposit} hold on your card; the other ${formatCents(depositCents - cleaning.cents)} is released.`,
    );
    expect(onCard('hold', [])).toBe(`Nothing is taken: the ${deposit} hold on your card is released.`);
    expect(onCard('card', [cleaning])).toBe(
      `${formatCents(cleaning.cents)} is charged to the card you paid with, against the ${deposit} deposit; nothing more is taken.`,
    );
    // A hold gone before the return (released in Stripe's dashboard, say): no deposit is promised.
    expect(onCard('none', [cleaning])).toBe(
      `The deposit is no longer held on your card, so we will call you about paying the ${formatCents(cleaning.cents)}.`,
    );
    for (const depositBy of ['hold', 'card'] as const) {
      expect(onCard(depositBy, [cleaning])).not.toMatch(/refunded/);
      expect(onCard(depositBy, [{ label: 'Damage', cents: depositCents + 7_500 }])).toContain(
        `${formatCents(7_500)} is owed beyond it`,
      );
    }
  });
});
