import { describe, expect, it } from 'vitest';

import {
  cartType,
  cartTypes,
  rentalDelivery,
  rentalFootnotes,
  type CartTypeId,
} from '@/content/rental-plans';

/** Spec section 9, "Rental plans", as the dealer published it (never recomputed). */
const fourSeaterTable = [
  {
    id: 'daily',
    title: 'Daily',
    subtitle: '1 day',
    price: 245,
    renewal: 'Renews at $245/day',
    savings: null,
  },
  {
    id: 'three-day',
    title: '3 Day',
    subtitle: '3 days',
    price: 685,
    renewal: 'Renews at $228.34/day',
    savings: 'Save 6.8%',
  },
  {
    id: 'weekly',
    title: 'Weekly',
    subtitle: '7 days',
    price: 1050,
    renewal: 'Renews at $150/day',
    savings: 'Save 38.7%',
  },
  {
    id: 'monthly',
    title: 'Monthly',
    subtitle: '30 days',
    price: 2800,
    renewal: 'Renews at $94/day',
    savings: 'Save 61.6%',
  },
];
const sixSeaterTable = [
  {
    id: 'daily',
    title: 'Daily',
    subtitle: '1 day',
    price: 295,
    renewal: 'Renews at $295/day',
    savings: null,
  },
  {
    id: 'three-day',
    title: '3 Day',
    subtitle: '3 days',
    price: 735,
    renewal: 'Renews at $245/day',
    savings: 'Save 16.9%',
  },
  {
    id: 'weekly',
    title: 'Weekly',
    subtitle: '7 days',
    price: 1400,
    renewal: 'Renews at $200/day',
    savings: 'Save 32.2%',
  },
  {
    id: 'monthly',
    title: 'Monthly',
    subtitle: '30 days',
    price: 3500,
    renewal: 'Renews at $116.67/day',
    savings: 'Save 60.4%',
  },
];

function plansOf(id: CartTypeId) {
  return cartType(id).plans.map(({ id: planId, title, subtitle, price, renewal, savings }) => ({
    id: planId,
    title,
    subtitle,
    price,
    renewal,
    savings,
  }));
}

describe('the rental table', () => {
  it('has the three cart types in page order', () => {
    expect(cartTypes.map((type) => type.id)).toEqual(['four-seater', 'six-seater', 'utility']);
    expect(cartTypes.map((type) => type.title)).toEqual([
      '4 Seater Golf Cart',
      '6 Seater Golf Cart',
      'Utility Cart',
    ]);
  });

  it('prices the 4 seater exactly as the spec table', () => {
    expect(plansOf('four-seater')).toEqual(fourSeaterTable);
  });

  it('prices the 6 seater exactly as the spec table', () => {
    expect(plansOf('six-seater')).toEqual(sixSeaterTable);
  });

  it('rents the utility cart at the 4 seater prices', () => {
    expect(plansOf('utility')).toEqual(fourSeaterTable);
  });

  it('gives each plan its length in days and a matching period', () => {
    for (const type of cartTypes) {
      expect(type.plans.map((plan) => plan.durationDays)).toEqual([1, 3, 7, 30]);
      expect(type.plans.map((plan) => plan.period)).toEqual([
        'per day',
        'for 3 days',
        'for 7 days',
        'for 30 days',
      ]);
    }
  });

  it('recommends exactly one plan per cart type', () => {
    for (const type of cartTypes)
      expect(
        type.plans.filter((plan) => plan.recommended),
        type.id,
      ).toHaveLength(1);
  });

  it('gives every plan a title, description, badge and the delivery fee text', () => {
    for (const type of cartTypes) {
      for (const plan of type.plans) {
        expect(plan.description.length, `${type.id}/${plan.id}`).toBeGreaterThan(20);
        expect(plan.badge).not.toBe('');
        expect(plan.deliveryFee).toBe('$6 per mile beyond 10 miles');
      }
    }
  });

  it('offers the same plans in the same order for every cart, as the one comparison table lays them out', () => {
    const rowsOf = (type: (typeof cartTypes)[number]) =>
      type.plans.map(({ id, title, subtitle, badge, recommended, deliveryFee }) => ({
        id,
        title,
        subtitle,
        badge,
        recommended,
        deliveryFee,
      }));
    for (const type of cartTypes) expect(rowsOf(type), type.id).toEqual(rowsOf(cartTypes[0]!));
  });

  it('asks the spec deposits: $500, $750 and $600', () => {
    expect(cartTypes.map((type) => type.securityDeposit)).toEqual([500, 750, 600]);
  });
});

describe('the rental footnote', () => {
  it('states the delivery fee, 24-hour periods, no early-return refund and availability', () => {
    expect(rentalDelivery).toEqual({ feePerMile: 6, includedMiles: 10 });
    expect(rentalFootnotes).toHaveLength(4);
    expect(rentalFootnotes[0]).toContain('$6 per mile beyond 10 miles');
    expect(rentalFootnotes.join(' ')).toMatch(/24-hour increments/);
    expect(rentalFootnotes.join(' ')).toMatch(/No refunds for early returns/);
    expect(rentalFootnotes.join(' ')).toMatch(/subject to availability/);
  });
});
