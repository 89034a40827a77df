import { describe, expect, it } from 'vitest';

import { municipalities } from '@/content/municipalities';
import { cartType, rentalDelivery, rentalPolicy } from '@/content/rental-plans';
import { servingLocation } from '@/features/places/town-location';

import {
  cheaperPlan,
  deliveryFee,
  findPlan,
  rentalDatesProblem,
  rentalQuote,
  renewalRate,
} from './rental-quote';
import { addDays } from './request-dates';

const start = '2027-06-01';

function quote(change: Partial<Parameters<typeof rentalQuote>[0]> = {}) {
  const result = rentalQuote({
    cartType: 'six-seater',
    plan: 'weekly',
    carts: 1,
    startDate: start,
    endDate: addDays(start, 7),
    deliveryMiles: 0,
    ...change,
  });
  if (!result) throw new Error('expected a quote');
  return result;
}

describe('rentalQuote', () => {
  const weekly = findPlan('six-seater', 'weekly')!;

  it('charges the published plan price for the plan length', () => {
    expect(quote().rentalPrice).toBe(weekly.price);
    expect(quote().days).toBe(weekly.durationDays);
  });

  it('charges days beyond the plan at its published renewal rate', () => {
    const published = Number(/\$([\d.]+)\/day/.exec(weekly.renewal)![1]);
    const result = quote({ endDate: addDays(start, weekly.durationDays + 2) });
    expect(result.extraDays).toBe(2);
    expect(result.rentalPrice).toBe(weekly.price + 2 * published);
  });

  it('renews the daily plan at the daily price', () => {
    const daily = findPlan('four-seater', 'daily')!;
    expect(renewalRate(daily)).toBe(daily.price);
    expect(quote({ cartType: 'four-seater', plan: 'daily', endDate: addDays(start, 3) }).rentalPrice).toBe(
      3 * daily.price,
    );
  });

  it('prices every cart and holds a deposit for each', () => {
    const result = quote({ carts: 3 });
    expect(result.rentalPrice).toBe(3 * weekly.price);
    expect(result.deposit).toBe(3 * cartType('six-seater').securityDeposit);
  });

  it('makes no quote until the end is after the start', () => {
    const base = {
      cartType: 'six-seater',
      plan: 'weekly',
      carts: 1,
      startDate: start,
      deliveryMiles: 0,
    } as const;
    expect(rentalQuote({ ...base, endDate: start })).toBeUndefined();
    expect(rentalQuote({ ...base, endDate: addDays(start, -1) })).toBeUndefined();
    expect(rentalQuote({ ...base, endDate: 'soon' })).toBeUndefined();
  });
});

describe('rental dates and plans', () => {
  const today = '2027-05-20';
  const longest = rentalPolicy.maximumRentalDays;

  it('prices the policy maximum and names the rule past it, a past start, or an end not after the start', () => {
    expect(rentalDatesProblem(today, addDays(today, longest), today)).toBeUndefined();
    expect(quote({ startDate: today, endDate: addDays(today, longest) }).days).toBe(longest);
    expect(rentalDatesProblem(today, addDays(today, longest + 1), today)).toEqual({
      field: 'endDate',
      message: expect.stringContaining(`at most ${longest} days`),
    });
    expect(
      rentalQuote({
        cartType: 'six-seater',
        plan: 'monthly',
        carts: 1,
        startDate: today,
        endDate: addDays(today, longest + 1),
        deliveryMiles: 0,
      }),
    ).toBeUndefined();
    expect(rentalDatesProblem(addDays(today, -1), addDays(today, 3), today)).toMatchObject({
      field: 'startDate',
    });
    expect(rentalDatesProblem(today, today, today)).toMatchObject({ field: 'endDate' });
    // Nothing to say while a date is still to be chosen.
    expect(rentalDatesProblem(today, '', today)).toBeUndefined();
    expect(rentalDatesProblem('', addDays(today, 3), today)).toBeUndefined();
  });

  it('points to the cheapest plan for the dates when it is not the one chosen', () => {
    const plans = cartType('six-seater').plans;
    const priceOf = (planId: (typeof plans)[number]['id'], days: number) =>
      quote({ plan: planId, endDate: addDays(start, days) }).rentalPrice;
    for (const days of [1, 3, 6, 7, 20, longest]) {
      const cheapest = plans.reduce((best, plan) =>
        priceOf(plan.id, days) < priceOf(best.id, days) ? plan : best,
      );
      for (const chosen of plans) {
        const offer = cheaperPlan({
          cartType: 'six-seater',
          plan: chosen.id,
          carts: 2,
          startDate: start,
          endDate: addDays(start, days),
          deliveryMiles: 0,
        });
        if (priceOf(chosen.id, days) <= priceOf(cheapest.id, days)) {
          expect(offer, `${chosen.id} for ${days} days`).toBeUndefined();
        } else {
          expect(offer?.plan.id, `${chosen.id} for ${days} days`).toBe(cheapest.id);
          expect(offer?.rentalPrice).toBe(2 * priceOf(cheapest.id, days));
          expect(offer?.saving).toBeCloseTo(2 * (priceOf(chosen.id, days) - priceOf(cheapest.id, days)), 2);
        }
      }
    }
    // Three weeks on the daily plan: some longer plan is cheaper, and it is offered.
    expect(
      cheaperPlan({
        cartType: 'six-seater',
        plan: 'daily',
        carts: 1,
        startDate: start,
        endDate: addDays(start, 21),
        deliveryMiles: 0,
      }),
    ).toBeDefined();
  });
});

describe('deliveryFee', () => {
  it('is free within the published radius and charged per mile beyond it', () => {
    expect(deliveryFee(rentalDelivery.includedMiles)).toEqual({ fee: 0, chargedMiles: 0 });
    expect(deliveryFee(rentalDelivery.includedMiles + 4)).toEqual({
      fee: 4 * rentalDelivery.feePerMile,
      chargedMiles: 4,
    });
  });

  it('uses the distance from the nearest showroom to the town', () => {
    const byDistance = municipalities.map((town) => ({ town, miles: servingLocation(town).miles }));
    const near = byDistance.find(({ miles }) => miles <= rentalDelivery.includedMiles);
    const far = byDistance.find(({ miles }) => miles > rentalDelivery.includedMiles + 5);
    if (!near || !far)
      throw new Error('the towns should include one inside and one well beyond the free radius');
    expect(quote({ deliveryMiles: near.miles }).deliveryFee).toBe(0);
    const farQuote = quote({ deliveryMiles: far.miles });
    expect(farQuote.deliveryFee).toBe((far.miles - rentalDelivery.includedMiles) * rentalDelivery.feePerMile);
    expect(farQuote.total).toBe(farQuote.rentalPrice + farQuote.deliveryFee);
  });
});
