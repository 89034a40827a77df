import { describe, expect, it } from 'vitest';

import { contactLimits, validateContact } from './contact-schema';
import { maxEnquiryBodyBytes } from './enquiry-body';

const valid = {
  firstName: 'Dana',
  lastName: 'Keller',
  email: 'dana@example.com',
  phone: '(908) 555-0100',
  interest: 'service',
  message: 'My cart will not hold a charge overnight.',
};

function errorsFor(input: Record<string, unknown>) {
  const result = validateContact(input);
  if (result.success) throw new Error('expected validation to fail');
  return result.fieldErrors;
}

describe('contact schema', () => {
  it('accepts a complete enquiry and trims every text field', () => {
    const result = validateContact({ ...valid, firstName: '  Dana  ', email: ' dana@example.com ' });
    expect(result).toEqual({
      success: true,
      data: expect.objectContaining({ firstName: 'Dana', email: 'dana@example.com', interest: 'service' }),
    });
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'not-an-address', 'Invalid email address'],
    ['email', 'dana@', 'Invalid email address'],
    ['phone', '555-0100', 'Phone number is required'],
    ['phone', '', 'Phone number is required'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field as keyof typeof valid]).toEqual([message]);
  });

  it('says each problem of a field once, however many checks a wrongly typed value fails', () => {
    expect(errorsFor({ ...valid, lastName: [] }).lastName).toEqual(['Last name is required']);
  });

  it('gives the spec message when a required field is missing altogether', () => {
    const errors = errorsFor({});
    expect(errors).toMatchObject({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
      phone: ['Phone number is required'],
      message: ['Message must be at least 10 characters'],
    });
    expect(errors.interest).toBeUndefined();
  });

  it('defaults the interest to sales when it is missing or empty', () => {
    for (const interest of [undefined, '']) {
      const result = validateContact({ ...valid, interest });
      expect(result.success && result.data.interest).toBe('sales');
    }
  });

  it('accepts rentals and rejects an interest that is not offered', () => {
    expect(validateContact({ ...valid, interest: 'rentals' }).success).toBe(true);
    expect(errorsFor({ ...valid, interest: 'boats' }).interest).toEqual([
      'Choose what your enquiry is about',
    ]);
  });

  it('caps the length of every field', () => {
    expect(errorsFor({ ...valid, message: 'x'.repeat(contactLimits.message + 1) }).message).toEqual([
      `Message must be at most ${contactLimits.message} characters`,
    ]);
    expect(errorsFor({ ...valid, firstName: 'x'.repeat(contactLimits.name + 1) }).firstName).toEqual([
      `First name must be at most ${contactLimits.name} characters`,
    ]);
  });

  it('counts a line break as the form does, once, though a form post sends it as CR LF', () => {
    const lines = Array.from({ length: 100 }, () => 'x'.repeat(contactLimits.message / 100 - 1));
    const typed = lines.join('\n');
    expect(typed.length).toBeLessThanOrEqual(contactLimits.message);
    const posted = validateContact({ ...valid, message: lines.join('\r\n') });
    expect(posted.success && posted.data.message).toBe(typed);
  });

  it('refuses line breaks in names, e-mail and phone, which would forge lines in the staff e-mail', () => {
    const forged = 'Dana\r\nBcc: everyone@example.com';
    expect(errorsFor({ ...valid, firstName: forged }).firstName).toEqual([
      'First name must be on one line, without line breaks',
    ]);
    expect(errorsFor({ ...valid, lastName: 'Keller\nPhone: 555' }).lastName).toBeDefined();
    expect(errorsFor({ ...valid, phone: '908 555 0100\rX' }).phone).toEqual([
      'Phone number must be on one line, without line breaks',
    ]);
    expect(errorsFor({ ...valid, email: 'dana@example.com\nBcc: x@example.com' }).email).toBeDefined();
    // The message may have as many lines as the visitor likes.
    expect(validateContact({ ...valid, message: 'First line.\nSecond line.\r\nThird.' }).success).toBe(true);
    // Direction overrides and control characters carry nothing a reader sees: dropped, not refused.
    const pasted = validateContact({ ...valid, message: 'Please call \u202d+1 (908) 555-0100\u202c back.' });
    expect(pasted.success && pasted.data.message).toBe('Please call +1 (908) 555-0100 back.');
  });

  it('takes a phone number as a phone copies it, wrapped in direction marks, as the number alone', () => {
    for (const copied of ['\u202d(908) 555-0100\u202c', '\u2068(908) 555-0100\u2069']) {
      const result = validateContact({ ...valid, phone: copied });
      expect(result.success && result.data.phone).toBe('(908) 555-0100');
    }
    // A name is still refused with one: it would reorder what staff read.
    expect(errorsFor({ ...valid, lastName: '\u202dWhitfield\u202c' }).lastName).toBeDefined();
  });

  it('rejects values of the wrong type with the field message', () => {
    expect(errorsFor({ ...valid, firstName: 42 }).firstName).toEqual(['First name is required']);
  });

  it('keeps the context of an enquiry and refuses markup in it', () => {
    const result = validateContact({
      ...valid,
      vehicleId: 'denago-ev-city',
      rentalPlan: 'six-seater/weekly',
    });
    expect(result.success && result.data.vehicleId).toBe('denago-ev-city');
    expect(errorsFor({ ...valid, vehicleId: '<script>' }).vehicleId).toBeDefined();
  });
});

describe('the message when the enquiry names what it is about', () => {
  const base = {
    firstName: 'Robin',
    lastName: 'Ames',
    email: 'robin@example.com',
    phone: '908-555-0110',
  };

  it('is optional with a vehicle, a rental plan or a topic', () => {
    expect(validateContact({ ...base, vehicleId: 'denago-ev-city', topic: 'quote' }).success).toBe(true);
    expect(validateContact({ ...base, rentalPlan: 'six-seater/weekly', message: 'Hi' }).success).toBe(true);
  });

  it('is required, ten characters at least, without one', () => {
    const result = validateContact({ ...base, message: 'Hi' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.fieldErrors.message).toEqual(['Message must be at least 10 characters']);
  });
});

describe('the body limit', () => {
  it('takes every field at its longest in a three-byte script, posted as a form without JavaScript', () => {
    // "漢" is three bytes in UTF-8 and nine once a browser percent-encodes it in a form post.
    const longest = {
      firstName: '漢'.repeat(contactLimits.name),
      lastName: '漢'.repeat(contactLimits.name),
      email: `${'a'.repeat(64)}@${'b'.repeat(contactLimits.email - 70)}.test`,
      phone: `(908) 555-0100${' '.repeat(contactLimits.phone - 14)}`,
      interest: 'service',
      message: '漢'.repeat(contactLimits.message),
      vehicleId: 'v'.repeat(contactLimits.context),
      rentalPlan: 'r'.repeat(contactLimits.context),
      municipality: 'm'.repeat(contactLimits.context),
      sourcePath: `/${'p'.repeat(contactLimits.context - 1)}`,
    };
    expect(validateContact(longest).success).toBe(true);
    // A page a visitor's form is not on (the API, the staff area) is not kept as the enquiry's page.
    for (const path of ['/admin/rentals/new', '/api/rentals/bookings', '/admin']) {
      const named = validateContact({ ...longest, sourcePath: path });
      expect(named.success && named.data.sourcePath, path).toBeUndefined();
    }
    const posted = new URLSearchParams(longest).toString();
    // Room to spare for a request's own fields and the form's hidden ones.
    expect(Buffer.byteLength(posted) + 4096).toBeLessThanOrEqual(maxEnquiryBodyBytes);
  });
});
