import { describe, expect, it } from 'vitest';

import { enquiryFormState, enquirySummary, safeSourcePath } from './enquiry-form-state';
import { describeEnquiry, parseEnquiryContext } from './enquiry-subject';

function stateFor(query: Record<string, string>, vehicleName?: string, typed = false) {
  return enquiryFormState(query, describeEnquiry(parseEnquiryContext(query), vehicleName), undefined, typed);
}

describe('parseEnquiryContext', () => {
  it('reads only a topic of our own list: the names every object has are none of them', () => {
    for (const topic of ['toString', 'constructor', '__proto__', 'hasOwnProperty'])
      expect(parseEnquiryContext({ topic }).topic, topic).toBeUndefined();
  });
});

describe('enquiryFormState', () => {
  it('starts empty, on sales, from the contact page, without errors', () => {
    const { values, errors } = stateFor({});
    expect(values).toMatchObject({ firstName: '', interest: 'sales', vehicleId: '', sourcePath: '/contact' });
    expect(errors).toEqual({});
  });

  it('pre-selects the interest and carries the call to action context', () => {
    const { values } = stateFor({
      interest: 'rentals',
      rentalPlan: 'six-seater/weekly',
      municipality: 'toms-river',
      topic: 'reservation',
    });
    expect(values).toMatchObject({
      interest: 'rentals',
      rentalPlan: 'six-seater/weekly',
      municipality: 'toms-river',
      topic: 'reservation',
    });
  });

  it('records the page the visitor came from, unless the call to action named one', () => {
    const query = { vehicleId: 'denago-ev-city' };
    const subject = describeEnquiry(parseEnquiryContext(query));
    expect(enquiryFormState(query, subject, '/vehicles/denago-ev-city').values.sourcePath).toBe(
      '/vehicles/denago-ev-city',
    );
    expect(
      enquiryFormState({ ...query, sourcePath: '/denago' }, subject, '/vehicles/denago-ev-city').values
        .sourcePath,
    ).toBe('/denago');
    expect(enquiryFormState(query, subject, '/weird path<>').values.sourcePath).toBe('/contact');
  });

  it('drops a topic the site does not offer', () => {
    expect(stateFor({ topic: 'free-cart' }).values.topic).toBe('');
  });

  it('keeps only a vehicle the inventory named', () => {
    expect(stateFor({ vehicleId: 'no-such-cart' }).values.vehicleId).toBe('');
    expect(stateFor({ vehicleId: 'used-2019-cart' }, 'Used 2019 Club Car').values.vehicleId).toBe(
      'used-2019-cart',
    );
  });

  it('ignores typed values in the address: only a rejected post draft carries them', () => {
    expect(stateFor({ firstName: 'Dana' }).values.firstName).toBe('');
  });

  it('after an invalid post, shows what was typed and the spec messages', () => {
    const { values, errors } = stateFor(
      {
        firstName: 'Dana',
        lastName: '',
        email: 'not-an-address',
        phone: '123',
        interest: 'parts',
        message: 'short',
      },
      undefined,
      true,
    );
    expect(values).toMatchObject({
      firstName: 'Dana',
      email: 'not-an-address',
      phone: '123',
      interest: 'parts',
      message: 'short',
    });
    expect(errors).toEqual({
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
      phone: ['Phone number is required'],
      message: ['Message must be at least 10 characters'],
    });
  });

  it('keeps a safe source path from the round trip and refuses anything else', () => {
    expect(stateFor({ sourcePath: '/vehicles/denago-ev-city' }, undefined, true).values.sourcePath).toBe(
      '/vehicles/denago-ev-city',
    );
    expect(stateFor({ sourcePath: 'https://elsewhere.example/' }).values.sourcePath).toBe('/contact');
    expect(safeSourcePath('/a?b=c')).toBeUndefined();
    // No visitor's form is on the API or in the staff area: named so, it would read as a booking there.
    expect(stateFor({ sourcePath: '/admin/rentals/new' }).values.sourcePath).toBe('/contact');
    expect(safeSourcePath('/api/rentals/bookings')).toBeUndefined();
    expect(safeSourcePath('/administration-tips')).toBe('/administration-tips');
  });
});

describe('enquirySummary', () => {
  it('names the topic, plan and town of a rental reservation', () => {
    const subject = describeEnquiry(
      parseEnquiryContext({
        interest: 'rentals',
        rentalPlan: 'six-seater/weekly',
        municipality: 'toms-river',
        topic: 'reservation',
      }),
    );
    expect(enquirySummary(subject)).toEqual([
      'Rental reservation',
      '6 Seater Golf Cart, Weekly plan',
      'Toms River Township',
    ]);
  });

  it('falls back to the interest when no topic is given, and is empty without context', () => {
    expect(enquirySummary(describeEnquiry(parseEnquiryContext({ interest: 'service' })))).toEqual([
      'Service & Repair',
    ]);
    expect(enquirySummary(describeEnquiry(parseEnquiryContext({})))).toEqual([]);
  });
});
