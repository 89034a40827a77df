import { describe, expect, it } from 'vitest';

import { holdSchema, holdSettingsSchema } from './hold-forms';

const buyer = {
  vehicleId: 'vehicle-1',
  firstName: 'Pat',
  lastName: 'Lee',
  email: 'pat@example.com',
  phone: '(908) 555-0100',
};

describe('the hold form', () => {
  it('takes a buyer with a name, an e-mail and a phone with its area code', () => {
    expect(holdSchema.safeParse(buyer).success).toBe(true);
  });

  it('takes a phone number as a phone copies it, wrapped in direction marks', () => {
    const result = holdSchema.safeParse({ ...buyer, phone: `\u202d${buyer.phone}\u202c` });
    expect(result.success && result.data.phone).toBe(buyer.phone);
  });

  it.each([
    ['email', `${'p'.repeat(250)}@example.com`, 'E-mail must be at most 254 characters'],
    ['phone', `908 555 0100 ${'1'.repeat(30)}`, 'Phone number must be at most 30 characters'],
    ['phone', '555-0100', 'Enter your phone number with its area code'],
    ['vehicleId', '', 'Open the hold form from the page of the cart you want held.'],
    ['vehicleId', 'x'.repeat(201), 'Open the hold form from the page of the cart you want held.'],
  ])('refuses a %s the bookings refuse too (%s)', (field, value, message) => {
    const result = holdSchema.safeParse({ ...buyer, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('the cart-hold settings', () => {
  const deposit = (dollars: string) => holdSettingsSchema.safeParse({ dollars, days: '7' });

  it('takes the deposit as the other money fields do: with a dollar sign or thousands commas', () => {
    for (const [typed, dollars] of [
      ['500', 500],
      ['$500', 500],
      ['1,000', 1000],
      [' $1,000 ', 1000],
    ] as const)
      expect(deposit(typed).data?.dollars).toBe(dollars);
  });

  it('refuses a deposit that is not whole dollars from $1 to $99,999', () => {
    for (const typed of ['', '0', '500.50', '100000', '0x10', '1e3', '-5', '+500', '500%'])
      expect(deposit(typed).error?.issues.map((issue) => issue.message)).toEqual([
        'Enter the deposit in whole dollars, from $1 to $99,999',
      ]);
  });

  it('refuses days outside 1 to 30 with one message, whatever was typed', () => {
    for (const typed of ['', '0', '31', '999999999999999999999', '7.5', 'a week'])
      expect(
        holdSettingsSchema
          .safeParse({ dollars: '500', days: typed })
          .error?.issues.map((issue) => issue.message),
        typed,
      ).toEqual(['Enter the days a hold lasts, from 1 to 30']);
    expect(holdSettingsSchema.safeParse({ dollars: '500', days: ' 30 ' }).data?.days).toBe('30');
  });
});
