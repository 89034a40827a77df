import { describe, expect, it } from 'vitest';

import { parseTypedCents, parseTypedNumber } from '@/features/requests/typed-number';

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

describe('parseTypedCents', () => {
  it('reads dollars as staff type them, in whole cents, never a float off by a cent', () => {
    expect(parseTypedCents('89.50')).toBe(8950);
    expect(parseTypedCents('$1,200')).toBe(120_000);
    expect(parseTypedCents('1 250.1')).toBe(125_010);
    expect(parseTypedCents('0.29')).toBe(29);
    expect(parseTypedCents('999999.99')).toBe(99_999_999);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const typed of ['', '$', '-5', '1.005', '1e3', '0x10', '1000000', 'ten'])
      expect(parseTypedCents(typed)).toBeUndefined();
  });
});
