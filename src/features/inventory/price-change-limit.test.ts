import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  beyondPriceLimit,
  largestPriceMove,
  pricesChangeLabel,
  priceChangeLabel,
  priceMoveToCheck,
  typedDollarsChange,
} from './price-change-limit';

describe('how far a price may move in one change', () => {
  it('allows exactly the share and refuses a dollar more, either way', () => {
    expect(beyondPriceLimit(10_000, 9_000, 10)).toBe(false);
    expect(beyondPriceLimit(10_000, 8_999, 10)).toBe(true);
    expect(beyondPriceLimit(10_000, 11_000, 10)).toBe(false);
    expect(beyondPriceLimit(10_000, 11_001, 10)).toBe(true);
  });

  it('never lets a cut of more than the share through, whatever the price and the share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 100 }),
        (before, after, limit) => {
          const share = (Math.abs(after - before) / before) * 100;
          expect(beyondPriceLimit(before, after, limit)).toBe(share > limit + 1e-9);
        },
      ),
    );
  });

  it('measures the move buyers see: the sale price while there is one, or the list price when it moves more', () => {
    expect(largestPriceMove({ price: 9_995, salePrice: 8_995 }, { price: 9_995, salePrice: 995 })).toEqual({
      from: 8_995,
      to: 995,
    });
    // A list price raised far above an unchanged sale price makes a "was" price nobody asked.
    expect(largestPriceMove({ price: 9_995, salePrice: 8_995 }, { price: 89_995, salePrice: 8_995 })).toEqual(
      { from: 9_995, to: 89_995 },
    );
  });

  it('names a change as staff read it', () => {
    expect(priceChangeLabel(8_495, 495)).toBe('$8,495 → $495 (−94%)');
    expect(priceChangeLabel(8_495, 8_995)).toBe('$8,495 → $8,995 (+6%)');
    // A cart on sale: the price buyers pay first, then the list price moved with it.
    expect(pricesChangeLabel({ price: 8_495, salePrice: 7_995 }, { price: 7_995, salePrice: 7_495 })).toBe(
      'sale price $7,995 → $7,495 (−6%); list price $8,495 → $7,995',
    );
    expect(pricesChangeLabel({ price: 8_495, salePrice: null }, { price: 7_995, salePrice: null })).toBe(
      '$8,495 → $7,995 (−6%)',
    );
  });
});

describe('the move a save is held to', () => {
  const was = { price: 11_995, salePrice: null };
  it('counts from before the day’s earlier steps when that move is the larger, so steps add up', () => {
    // $11,995 before the day's earlier steps, $9,900 now, $9,000 next: 9% alone, 25% in all.
    const move = priceMoveToCheck({ price: 9_900, salePrice: null }, { price: 9_000, salePrice: null }, was);
    expect(move).toEqual({ from: 11_995, to: 9_000, withEarlierSteps: true });
    expect(beyondPriceLimit(move!.from, move!.to, 10)).toBe(true);
    expect(priceChangeLabel(move!.from, move!.to, move!.withEarlierSteps)).toBe(
      '$11,995 → $9,000 (−25%) over the last day',
    );
  });

  it('is the save’s own when that is the larger (a step back up), and none when no price changes', () => {
    expect(
      priceMoveToCheck({ price: 10_900, salePrice: null }, { price: 11_995, salePrice: null }, was),
    ).toEqual({ from: 10_900, to: 11_995, withEarlierSteps: false });
    expect(
      priceMoveToCheck({ price: 9_900, salePrice: null }, { price: 9_900, salePrice: null }, was),
    ).toBeUndefined();
  });
});

describe('a bulk price change as typed', () => {
  it('reads a signed whole number of dollars, with a dollar sign and thousands commas', () => {
    expect(typedDollarsChange('-500')).toBe(-500);
    expect(typedDollarsChange(' +1,250 ')).toBe(1250);
    expect(typedDollarsChange('$300')).toBe(300);
  });

  it('refuses what Number would read but nobody types as dollars, and no change at all', () => {
    for (const typed of ['0x10', '1e3', '0b11', '12.5', 'Infinity', '', '0', '-0', '--5'])
      expect(typedDollarsChange(typed)).toBeUndefined();
  });
});
