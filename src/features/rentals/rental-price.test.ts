import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { cartTypes, rentalDelivery, rentalPolicy } from '@/content/rental-plans';

import { formatCents, rentalPrice, rentFor, renewalCents, toCents } from './rental-price';

const typeIds = cartTypes.map((type) => type.id);

describe('the rent of a booked cart, from the published table', () => {
  it('is exactly the published price for each plan’s own length', () => {
    for (const type of cartTypes)
      for (const plan of type.plans)
        expect(rentFor(type.id, plan.durationDays).cents).toBe(toCents(plan.price));
  });

  it('never costs more than a longer plan, nor than any plan extended at its renewal rate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...typeIds),
        fc.integer({ min: 1, max: rentalPolicy.maximumRentalDays }),
        (id, days) => {
          const { cents } = rentFor(id, days);
          for (const plan of cartTypes.find((type) => type.id === id)!.plans) {
            if (plan.durationDays >= days) expect(cents).toBeLessThanOrEqual(toCents(plan.price));
            else
              expect(cents).toBeLessThanOrEqual(
                toCents(plan.price) + (days - plan.durationDays) * renewalCents(plan),
              );
          }
        },
      ),
    );
  });

  it('never falls as the rental grows longer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...typeIds),
        fc.integer({ min: 1, max: rentalPolicy.maximumRentalDays - 1 }),
        (id, days) => {
          expect(rentFor(id, days + 1).cents).toBeGreaterThanOrEqual(rentFor(id, days).cents);
        },
      ),
    );
  });

  it('charges delivery per whole mile beyond the free radius, each additional driver, and keeps the deposit apart', () => {
    const type = cartTypes[0]!;
    const plan = type.plans.find((candidate) => candidate.durationDays === 7)!;
    const price = rentalPrice({
      type: type.id,
      days: 7,
      deliveryMiles: rentalDelivery.includedMiles + 2.2,
      additionalDrivers: 2,
    });
    expect(price).toMatchObject({
      rent: toCents(plan.price),
      chargedMiles: 3,
      delivery: 3 * toCents(rentalDelivery.feePerMile),
      additionalDrivers: 2 * toCents(rentalPolicy.additionalDriverFee),
      deposit: toCents(type.securityDeposit),
    });
    expect(price.total).toBe(price.rent + price.delivery + price.additionalDrivers);
    expect(
      rentalPrice({ type: type.id, days: 7, deliveryMiles: undefined, additionalDrivers: 0 }).total,
    ).toBe(toCents(plan.price));
  });

  it('writes cents as the site writes money', () => {
    expect(formatCents(105_000)).toBe('$1,050');
    expect(formatCents(159_838)).toBe('$1,598.38');
    expect(formatCents(2_505)).toBe('$25.05');
  });
});
