import { describe, expect, it } from 'vitest';

import { phoneE164, phoneSearchDigits } from './phone-number';

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
