import { describe, expect, it } from 'vitest';

import { formatDollarsAndCents, formatPrice, formatWholeNumber } from '@/lib/format-price';

/** Figures a dealer's pages show, ties that round either way, and the edges of each group of three. */
const figures = [
  0, 0.4, 0.5, 1.5, 2.5, 9, 99.995, 999, 999.5, 1000, 1234.5, 11995, 12499.49, 99999, 100000, 1234567,
  987654321.125, -0.4, -0.5, -1.5, -1234.5, -11995, 193.335, 193.325, 0.005, 0.015, 1.005,
];
const seeded = Array.from(
  { length: 500 },
  (_, index) => ((index * 7919.37) % 250000) * (index % 3 ? 1 : 0.013),
);

describe('figures written out as Intl writes them in en-US', () => {
  it('prices in whole dollars', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    for (const figure of [...figures, ...seeded])
      expect(formatPrice(figure), String(figure)).toBe(intl.format(figure));
  });

  it('dollars and cents', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const figure of [...figures, ...seeded])
      expect(formatDollarsAndCents(figure), String(figure)).toBe(intl.format(figure));
  });

  it('whole numbers', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const figure of [...figures, ...seeded])
      expect(formatWholeNumber(figure), String(figure)).toBe(intl.format(figure));
  });
});
