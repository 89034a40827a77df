import { describe, expect, it } from 'vitest';

import { municipalities } from '@/content/municipalities';
import { deliveryFigures } from '@/content/policy-figures';
import { cartTypeIds, rentalLocationIds } from '@/content/rental-plans';
import { weekdayOf } from '@/features/requests/request-dates';

import { parseAvailability, type AvailabilityValues } from './availability-query';
import { dealerMoment, deliveryNoticeMs, pickupTimes } from './rental-time';

/** A Monday, when the showrooms hand carts over. */
const monday = '2027-07-12';
const showroom = { locationId: rentalLocationIds[0] };
const asked = (values: Partial<AvailabilityValues>, now: Date) =>
  parseAvailability((name) => ({ type: cartTypeIds[0], start: monday, days: '2', ...values })[name], now);

describe('parseAvailability', () => {
  it('asks for the pickup date when the form is sent without one, but not for a plan link that names none', () => {
    const sentBlank = parseAvailability(
      (name) => (({ type: cartTypeIds[1], start: '', days: '1' }) as Partial<AvailabilityValues>)[name],
      new Date(),
    );
    expect(sentBlank.ask).toBeUndefined();
    expect(sentBlank.errors).toEqual({ start: 'Choose a pickup date' });
    const planLink = parseAvailability(
      (name) => (({ type: cartTypeIds[1], days: '7' }) as Partial<AvailabilityValues>)[name],
      new Date(),
    );
    expect(planLink.errors).toEqual({});
    expect(planLink.values.type).toBe(cartTypeIds[1]);
  });

  it('fills in the first pickup time still ahead today when none is asked for, never one that has passed', () => {
    expect(weekdayOf(monday)).toBe(1);
    const times = pickupTimes(monday, showroom);
    const now = new Date(dealerMoment(monday, times[2]!) - 60_000);
    const { ask, values } = asked({}, now);
    expect(values.time).toBe(times[2]);
    expect(ask?.pickupTime).toBe(times[2]);
  });

  it('refuses today once its last pickup time has passed, instead of saying carts are free', () => {
    const now = new Date(dealerMoment(monday, pickupTimes(monday, showroom).at(-1)!) + 60_000);
    const { ask, errors } = asked({}, now);
    expect(ask).toBeUndefined();
    expect(errors.start).toBe('No pickup time is left on that day: choose a later one');
  });

  it('refuses a time asked for that has passed today', () => {
    const [first] = pickupTimes(monday, showroom);
    const { errors } = asked({ time: first }, new Date(dealerMoment(monday, first!) + 60_000));
    expect(errors.time).toBe('That time has passed: choose a later one');
  });

  it('takes a delivery only its notice ahead, and says so of a time still ahead but too soon', () => {
    const delivery = pickupTimes(monday, 'delivery');
    const first = delivery[0]!;
    const firstAt = dealerMoment(monday, first);
    const deliveryAsked = (values: Partial<AvailabilityValues>, now: Date) =>
      asked({ town: municipalities[0]!.slug, ...values }, now);
    // Within the notice, though ahead of now: refused with why, and never filled in.
    const tooSoon = new Date(firstAt - deliveryNoticeMs + 60_000);
    expect(deliveryAsked({ time: first }, tooSoon).errors.time).toBe(
      `A delivery needs ${deliveryFigures.deliveryWindowHours} hours' notice: choose a later time`,
    );
    const filledIn = deliveryAsked({}, tooSoon).values.time;
    expect(dealerMoment(monday, filledIn) - tooSoon.getTime()).toBeGreaterThan(deliveryNoticeMs);
    // Just past the notice: taken. A showroom pickup needs none.
    const inTime = new Date(firstAt - deliveryNoticeMs - 60_000);
    expect(deliveryAsked({ time: first }, inTime).ask?.pickupTime).toBe(first);
    const showroomFirst = pickupTimes(monday, showroom)[0]!;
    expect(
      asked({ time: showroomFirst }, new Date(dealerMoment(monday, showroomFirst) - 60_000)).ask,
    ).toBeDefined();
  });

  it('reads a time typed without its leading zero as the form writes it', () => {
    const first = pickupTimes(monday, showroom).find((time) => time.startsWith('0'))!;
    const { ask } = asked({ time: first.slice(1) }, new Date(dealerMoment(monday, '00:00')));
    expect(ask?.pickupTime).toBe(first);
  });

  it.each(['constructor', 'toString', '__proto__', 'nowhere'])(
    'refuses a showroom named %j by the showroom alone, saying nothing of the day it cannot know',
    (unknown) => {
      const { ask, errors } = asked({ showroom: unknown }, new Date(dealerMoment(monday, '00:00')));
      expect(ask).toBeUndefined();
      expect(errors).toEqual({ showroom: 'Choose the showroom to collect the cart from' });
    },
  );

  it.each(['3e0', '0x3', '3.0', '+3', '-3'])('reads days written %j as no number of days', (days) => {
    const { ask, errors } = asked({ days }, new Date(dealerMoment(monday, '00:00')));
    expect(ask).toBeUndefined();
    expect(errors.days).toMatch(/^A rental lasts 1 to \d+ days/);
  });

  it('reads days written plainly, spaces around them trimmed', () => {
    expect(asked({ days: ' 3 ' }, new Date(dealerMoment(monday, '00:00'))).ask?.days).toBe(3);
  });
});
