import { describe, expect, it } from 'vitest';

import { municipalities } from '@/content/municipalities';
import { cartType, rentalDelivery } from '@/content/rental-plans';
import { servingLocation } from '@/features/places/town-location';

import { deliveryFee, findPlan, rentalQuote, renewalRate } from './rental-quote';
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
