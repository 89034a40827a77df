import { describe, expect, it } from 'vitest';

import { parseTypedNumber } from '@/features/requests/typed-number';

describe('parseTypedNumber', () => {
  it('reads money and percentages as people type them', () => {
    expect(parseTypedNumber('$1,500')).toBe(1500);
    expect(parseTypedNumber(' 7.5 % ')).toBe(7.5);
    expect(parseTypedNumber('60')).toBe(60);
    expect(parseTypedNumber(42)).toBe(42);
  });

  it('gives NaN for an empty field or words, so the form can say what is missing', () => {
    for (const value of ['', '   ', 'ten', '1.2.3', undefined, null])
      expect(parseTypedNumber(value)).toBeNaN();
  });

  it('reads only decimal digits: no hexadecimal, exponent or infinity slips through as another figure', () => {
    for (const value of ['0x10', '0b11', '1e1', 'Infinity', '-Infinity', '٣'])
      expect(parseTypedNumber(value)).toBeNaN();
    expect(parseTypedNumber('-500')).toBe(-500);
    expect(parseTypedNumber('.5')).toBe(0.5);
  });
});
