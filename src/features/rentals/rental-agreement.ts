/**
 * The rental agreement a renter signs when they book: the cart, the dates, the drivers and the
 * charges of this rental, and the rental policy's terms with its figures. One text for the
 * booking page (read before signing) and the PDF stored with the booking. Its version is recorded
 * with each signature: change the version whenever the wording changes.
 */
import { dealer } from '@/content/dealer';
import { usd } from '@/content/policy-figures';
import { cartType, rentalPolicy, type CartTypeId } from '@/content/rental-plans';
import { milesText } from '@/features/places/miles-text';
import { formatRequestDate } from '@/features/requests/request-dates';
import { clockLabel } from '@/lib/opening-hours';

import { formatCents, type RentalPrice } from './rental-price';
import { dealerDateTime, dealerMoment, dueBackMs, type HandoverPlace } from './rental-time';

export const rentalAgreementVersion = '2026-11-29.1';

export interface AgreementDriver {
  name: string;
  dateOfBirth: string;
  licenceNumber: string;
  licenceState: string;
  licenceExpiry: string;
}

/** What this rental is, as the agreement states it. */
export interface AgreementFacts {
  reference?: string;
  type: CartTypeId;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  days: number;
  /** "Pickup at Fairway EV Carts Jersey Shore, 200 Example Boulevard, Toms River" or a delivery. */
  handover: string;
  /** Where the cart changes hands, for when it can be taken back. */
  handoverPlace: HandoverPlace;
  renter: { firstName: string; lastName: string; email: string; phone: string };
  drivers: readonly AgreementDriver[];
  price: RentalPrice;
  /** Paid by card online when booking (payments on), the deposit guaranteed by that card. */
  paidOnline?: boolean;
  /** The rental policy's full address, which the agreement makes part of itself. */
  policyUrl: string;
}

export interface AgreementSection {
  heading: string;
  lines: string[];
}

const p = rentalPolicy;

/** "Sat, Jul 10, 2027 at 9:30AM". */
export const dateAndTime = (date: string, time: string) =>
  `${formatRequestDate(date)} at ${clockLabel(time)}`;

/**
 * When the cart is due back, where that is later than the rental's end because nobody can take it
 * back then (a Sunday at the showroom, say); undefined when it is due at the end.
 */
export function dueBackLater(endsMs: number, place: HandoverPlace): string | undefined {
  const due = dueBackMs(endsMs, place);
  if (due === endsMs) return undefined;
  const [date, time] = dealerDateTime(due);
  return `${dateAndTime(date, time)}, the first time we can take the cart back after the rental ends: no late charge before then`;
}

/** The same as a sentence of its own: "Due back Mon, Jul 12, 2027 at 9:00AM, ...". */
export const dueBackNote = (endsMs: number, place: HandoverPlace): string | undefined => {
  const later = dueBackLater(endsMs, place);
  return later && `Due back ${later}.`;
};

/**
 * What becomes of the deposit once the cart is back. A deposit taken at the pickup is refunded,
 * less the charges; one guaranteed by the card paid online was never taken, so only the charges
 * are taken from the hold (or charged to the card kept) and the rest of the hold is let go.
 */
const depositTakenAtPickupAfterReturn = `The deposit, less any of these, is refunded ${p.depositRefund} after the return.`;
const depositOnTheCardAfterReturn =
  'Only these are taken from the hold on the card paid with, or charged to that card where it was kept instead of held, up to the deposit (anything beyond it is paid at the desk); the rest of the hold is released after the return.';

export function rentalAgreement(facts: AgreementFacts): { title: string; sections: AgreementSection[] } {
  const type = cartType(facts.type);
  const { price } = facts;
  const [renter] = facts.drivers;
  const additionalDrivers = Math.round(price.additionalDrivers / (rentalPolicy.additionalDriverFee * 100));
  const charges = [
    `Rent, ${price.days} ${price.days === 1 ? 'day' : 'days'} (${price.plan.title} plan${price.days > price.plan.durationDays ? ` and ${price.days - price.plan.durationDays} ${price.days - price.plan.durationDays === 1 ? 'day' : 'days'} at its renewal rate` : ''}): ${formatCents(price.rent)}`,
    ...(price.delivery > 0
      ? [`Delivery, ${milesText(price.chargedMiles)} beyond the free radius: ${formatCents(price.delivery)}`]
      : []),
    ...(price.additionalDrivers > 0
      ? [`Additional drivers, ${additionalDrivers}: ${formatCents(price.additionalDrivers)}`]
      : []),
    `Total: ${formatCents(price.total)}${facts.paidOnline ? ', paid online by card when booking' : ', paid at pickup'}`,
    facts.paidOnline
      ? `Refundable security deposit, guaranteed by the card paid with (a hold on it, or the card kept for charges at the return): ${formatCents(price.deposit)}`
      : `Refundable security deposit, taken on the renter's card at pickup: ${formatCents(price.deposit)}`,
  ];
  return {
    title: `${dealer.name} golf cart rental agreement${facts.reference ? ` ${facts.reference}` : ''}`,
    sections: [
      {
        heading: 'The rental',
        lines: [
          `Cart: one ${type.title} (${type.seats}).`,
          `From ${dateAndTime(facts.pickupDate, facts.pickupTime)} to ${dateAndTime(facts.returnDate, facts.returnTime)}: ${facts.days} ${facts.days === 1 ? 'day' : 'days'} of 24 hours.`,
          ...[dueBackNote(dealerMoment(facts.returnDate, facts.returnTime), facts.handoverPlace)].filter(
            (note) => note !== undefined,
          ),
          `${facts.handover}.`,
        ],
      },
      {
        heading: 'Renter and drivers',
        lines: [
          `Renter: ${facts.renter.firstName} ${facts.renter.lastName}, ${facts.renter.email}, ${facts.renter.phone}.`,
          ...facts.drivers.map(
            (driver, index) =>
              `${index === 0 ? 'Driver (the renter)' : `Additional driver ${index}`}: ${driver.name}, born ${formatRequestDate(driver.dateOfBirth)}, licence ${driver.licenceNumber} (${driver.licenceState}) valid until ${formatRequestDate(driver.licenceExpiry)}.`,
          ),
          ...(renter ? [] : ['No driver is named.']),
          'Only the drivers named here may drive the cart.',
        ],
      },
      { heading: 'Charges', lines: charges },
      {
        heading: 'Terms',
        lines: [
          `Every driver is at least ${p.minimumAge} years old on the first day and holds a driver's licence valid until the end of the rental; the renter shows it, with a photo ID and a credit card in their name, at pickup.`,
          `The cart is returned, or ready for collection, at the time and place above, clean and charged. Late returns cost ${usd(p.lateReturnPerHour)} an hour; an early return does not reduce the rent.`,
          `Charges at the return, deducted from the deposit: cleaning ${usd(p.cleaningFee.min)}-${usd(p.cleaningFee.max)}, an uncharged cart ${usd(p.unchargedReturnFee)}, smoke odour ${usd(p.smokeOdorFee)}, pet hair ${usd(p.petHairFee)}, a missing accessory its replacement cost plus ${usd(p.missingAccessoryFee)}, minor damage the repair plus ${usd(p.minorDamageAdminFee)}. ${facts.paidOnline ? depositOnTheCardAfterReturn : depositTakenAtPickupAfterReturn}`,
          `Cancelling at least ${p.cancellation.freeUntilHoursBefore} hours before the pickup refunds everything paid; within ${p.cancellation.freeUntilHoursBefore} hours, ${p.cancellation.lateCancellationRefundPercent}%; after the pickup time (a no-show), ${p.cancellation.noShowRefund}.`,
          `Liability coverage: ${usd(p.liability.perPerson)} per person and ${usd(p.liability.perAccident)} per accident for bodily injury, ${usd(p.liability.property)} for property damage, while a named driver drives the cart as the rental policy allows.`,
          `Drive only where golf carts are permitted, never under the influence, with no more passengers than seats. No smoking in the cart.`,
          `The ${dealer.name} Golf Cart Rental Policy (${facts.policyUrl}) is part of this agreement.`,
        ],
      },
    ],
  };
}
