import { describe, expect, it } from 'vitest';

import { checkServiceBooking } from './booking-schema';

describe('checkServiceBooking: whose details are missing', () => {
  const today = '2030-01-01';

  it('speaks to the customer online, and of the caller at the service desk', () => {
    const customer = checkServiceBooking({}, today);
    const desk = checkServiceBooking({ phone: '555-0100' }, today, 'desk');
    if (customer.ok || desk.ok) throw new Error('an empty booking was taken');
    expect(customer.errors.email).toBe('Enter your e-mail address');
    expect(desk.errors.firstName).toBe("Enter the caller's first name");
    expect(desk.errors.email).toBe("Enter the caller's e-mail address");
    expect(desk.errors.phone).toBe("Enter the caller's phone number with its area code");
    expect(Object.values(desk.errors).filter((message) => /\byour\b/i.test(message))).toEqual([]);
  });
});
