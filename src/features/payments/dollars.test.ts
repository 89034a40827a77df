import { describe, expect, it } from 'vitest';

import { dollars } from './dollars';

describe('cents on the payments page', () => {
  it('are dollars with their cents, thousands grouped', () => {
    expect(dollars(0)).toBe('$0.00');
    expect(dollars(7)).toBe('$0.07');
    expect(dollars(45_001)).toBe('$450.01');
    expect(dollars(123_456_789)).toBe('$1,234,567.89');
    expect(dollars(-22_501)).toBe('-$225.01');
  });
});
