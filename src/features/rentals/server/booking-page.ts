import 'server-only';

import { golfCartRentalPolicy } from '@/content/policies/rental-policy';
import { cartType } from '@/content/rental-plans';
import { formForQuestion } from '@/features/bookings/server/booked-question';
import { townName } from '@/features/places/town-copy';
import { deliveredFrom, rentalBase } from '@/features/places/town-location';
import { siteUrl } from '@/features/seo/server/site-metadata';

import { parseAvailability, type AvailabilityAsk, type AvailabilityValues } from '../availability-query';
import { rentalAgreement, type AgreementSection } from '../rental-agreement';
import { handoverPlace } from '../rental-time';
import { alternatives, availability, toHandover, type Alternatives, type Availability } from './availability';
import { handoverLine } from './booking-mail';
import { bookingMadeWithFormKey } from './bookings';

/**
 * What the booking page shows for the question in its address: the question as asked (to fill the
 * form in again, with a message by field), and once it can be answered, how many carts are free
 * and what the rental costs, the agreement's terms for it, and when nothing is free what is.
 */
export interface BookingPageData {
  values: AvailabilityValues;
  errors: Partial<AvailabilityValues>;
  ask?: AvailabilityAsk;
  found?: Availability;
  /** "Toms River Township, from our location right in Toms River", for a delivery. */
  delivery?: string;
  alternatives?: Alternatives;
  agreement?: AgreementSection[];
  /** Made for this page: the same form sent twice books once. */
  submissionKey: string;
  /**
   * This browser booked this very question a moment ago (the page drawn again by Back): the
   * booking's reference. The form is not offered again, "book another" is.
   */
  bookedAlready?: { reference: string };
}

/** The cookie remembering the key this browser last booked a rental question with. */
export const rentalQuestionCookie = { name: 'rental_booked', path: '/rentals' };

export async function bookingPageData(
  read: (name: keyof AvailabilityValues) => string | undefined,
  {
    paidOnline = false,
    another,
    now = new Date(),
  }: {
    paidOnline?: boolean;
    /** "Book another": the key the page passes over, to draw a fresh one. */
    another?: string;
    now?: Date;
  } = {},
): Promise<BookingPageData> {
  const { values, errors, ask } = parseAvailability(read, now);
  const { submissionKey, bookedAlready } = await formForQuestion(
    rentalQuestionCookie,
    values,
    another,
    bookingMadeWithFormKey,
  );
  if (!ask) return { values, errors, submissionKey, bookedAlready };
  const handover = toHandover(ask.handover);
  const found = await availability({ ...ask, handover }, undefined);
  const delivery =
    'town' in handover
      ? `${townName(handover.town)}, ${deliveredFrom(rentalBase(handover.town), handover.town.name)}`
      : undefined;
  const agreement = rentalAgreement({
    type: ask.type,
    pickupDate: found.window.pickupDate,
    pickupTime: ask.pickupTime,
    returnDate: found.window.returnDate,
    returnTime: found.window.returnTime,
    days: ask.days,
    handover: handoverLine(handover),
    handoverPlace: handoverPlace(handover),
    renter: { firstName: 'the renter', lastName: '', email: 'as entered', phone: 'as entered' },
    drivers: [],
    price: found.price,
    paidOnline,
    policyUrl: siteUrl(golfCartRentalPolicy.path),
  }).sections.filter((section) => section.heading !== 'Renter and drivers');
  return {
    values,
    errors,
    ask,
    found,
    delivery,
    agreement: [
      ...agreement,
      {
        heading: 'Renter and drivers',
        lines: [
          `The renter and the drivers are the people named in this form; only they may drive the ${cartType(ask.type).title.toLowerCase()}.`,
        ],
      },
    ],
    alternatives: found.free === 0 ? await alternatives({ ...ask, handover }, now) : undefined,
    submissionKey,
    bookedAlready,
  };
}
