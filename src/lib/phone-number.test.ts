import { describe, expect, it } from 'vitest';

import { customerDialString, customerTextNumber, phoneE164, phoneSearchDigits } from './phone-number';

describe('phoneE164', () => {
  it('reads every way a US number is written as one number', () => {
    for (const written of [
      '8485550166',
      '(848) 555-0166',
      '+1 848-555-0166',
      '848.555.0166',
      '1-848-555-0166',
    ])
      expect(phoneE164(written)).toBe('+18485550166');
  });

  it('keeps nothing for what is not a valid number', () => {
    expect(phoneE164('555-0166')).toBeNull();
    expect(phoneE164('call me')).toBeNull();
  });
});

describe('customerDialString and customerTextNumber', () => {
  it('dials an extension after a pause, and texts the line without it', () => {
    for (const written of ['732-555-0102 x12', '(732) 555-0102 ext. 12', '+1 732 555 0102 ext12']) {
      expect(customerDialString(written)).toBe('+17325550102,12');
      expect(customerTextNumber(written)).toBe('+17325550102');
    }
    expect(customerDialString('(848) 555-0166')).toBe('+18485550166');
  });

  it('dials the digits typed of a number that is not valid, never its extension run into them', () => {
    expect(customerDialString('555-0166 x3')).toBe('5550166');
    expect(customerTextNumber('555-0166 ext. 3')).toBe('5550166');
  });
});

describe('phoneSearchDigits', () => {
  it('turns a typed number into the digits to look for, without the country code', () => {
    expect(phoneSearchDigits('8485550166')).toBe('8485550166');
    expect(phoneSearchDigits('+1 (848) 555-0166')).toBe('8485550166');
    expect(phoneSearchDigits('555-0166')).toBe('5550166');
  });

  it('leaves names, e-mails and short numbers to the ordinary search', () => {
    expect(phoneSearchDigits('Tom 848')).toBeUndefined();
    expect(phoneSearchDigits('tom848@example.com')).toBeUndefined();
    expect(phoneSearchDigits('2018')).toBeUndefined();
  });
});
