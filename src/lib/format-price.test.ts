import { describe, expect, it } from 'vitest';

import { formatPrice } from '@/lib/format-price';

describe('formatPrice', () => {
  it('shows US dollars with thousands separators and no decimals', () => {
    expect(formatPrice(11995)).toBe('$11,995');
    expect(formatPrice(15000)).toBe('$15,000');
    expect(formatPrice(245)).toBe('$245');
  });

  it('rounds cents away rather than showing them', () => {
    expect(formatPrice(228.34)).toBe('$228');
    expect(formatPrice(116.67)).toBe('$117');
  });
});
