import { describe, expect, it } from 'vitest';

import { hasValidCheckDigit, vinCheckDigit } from './vin';

describe('VIN check digit', () => {
  it('accepts VINs whose 9th character is the one the others call for, X for ten included', () => {
    // The worked example of the standard's check digit, whose check digit is X.
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(hasValidCheckDigit('1M8GDM9AXKP042788')).toBe(true);
    expect(hasValidCheckDigit('11111111111111111')).toBe(true);
  });

  it('refuses a VIN with one character mistyped', () => {
    expect(hasValidCheckDigit('1M8GDM9AXKP042789')).toBe(false);
    expect(hasValidCheckDigit('1M8GDN9AXKP042788')).toBe(false);
  });

  it('has no check digit for text that is not a VIN', () => {
    expect(vinCheckDigit('1M8GDM9AXKP04278')).toBeUndefined();
    expect(vinCheckDigit('1M8GDM9AXKP04278I')).toBeUndefined();
  });
});
