import { dealer } from '@/content/dealer';
import { listInWords } from '@/content/list-in-words';
import { showroomLines } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';
import { usd } from '@/content/policy-figures';
import { cartTypes, rentalDelivery, rentalFootnotes, rentalPolicy } from '@/content/rental-plans';

const p = rentalPolicy;
const planTitles = cartTypes[0]?.plans.map((plan) => plan.title.toLowerCase()) ?? [];

export const golfCartRentalPolicy: Policy = {
  path: '/policies/rental-policy',
  title: 'Golf Cart Rental Policy',
  metaDescription: `${dealer.name} golf cart rental policy: renter requirements, security deposits, late returns, fees, cancellations and liability coverage.`,
  keywords: [
    'golf cart rental policy',
    'golf cart rental deposit',
    'golf cart rental requirements',
    'rental cancellation policy',
    'beach golf cart rental',
    `${dealer.name} rentals`,
  ],
  intro: `This Golf Cart Rental Policy applies to every rental of a golf cart or utility cart from ${dealer.name}, whether for a weekend at the shore, a wedding, a tournament or a full season. It explains who may rent and drive, the security deposit, how rental time is counted, the fees that may apply and what happens if plans change. The rental agreement you sign at the start of the rental incorporates this policy.`,
  sections: [
    {
      heading: 'Rental Carts and Plans',
      paragraphs: [
        `We rent the following carts on ${listInWords(planTitles)} plans. Current prices for each plan are published on our Rentals page and confirmed in your rental agreement.`,
      ],
      items: cartTypes.map((type) => `${type.title}: ${type.seats}. ${type.summary}`),
    },
    {
      heading: 'Renter Eligibility',
      items: [
        `The renter and every additional driver must be at least ${p.minimumAge} years old on the first day of the rental.`,
        "The renter must present a valid government-issued photo ID and a valid driver's license at the start of the rental, and every driver's license must be valid until the end of the rental.",
        "A valid credit card in the renter's name is required for the security deposit and any charges under this policy.",
        `Up to ${p.maximumAdditionalDrivers} additional drivers may be added to a rental at ${usd(p.additionalDriverFee)} each. Each additional driver must meet the same requirements and be named on the rental agreement.`,
        'Only the renter and named additional drivers may drive the cart.',
      ],
    },
    {
      heading: 'Security Deposits',
      paragraphs: [
        "A refundable security deposit is taken on the renter's credit card before the cart is handed over:",
      ],
      items: cartTypes.map((type) => `${type.title}: ${usd(type.securityDeposit)}`),
      subsections: [
        {
          heading: 'Deposit refund',
          paragraphs: [
            `After the cart is returned and inspected, the deposit is refunded ${p.depositRefund}, less any fees or charges due under this policy. We give you an itemised statement of any deduction.`,
          ],
        },
      ],
    },
    {
      heading: 'Rental Period and Returns',
      paragraphs: [
        `Rental time runs from the agreed start time and is billed as set out in the Rates and Billing Notes below. A single rental may last no more than ${p.maximumRentalDays} days. The cart must be returned, or ready for collection, at the agreed time and place, clean and charged.`,
        `Late returns are charged at ${usd(p.lateReturnPerHour)} per hour past the agreed return time. Returning a cart early does not reduce the rental charge. If you would like to keep the cart longer, contact us before the return time and we will extend the rental if the cart is available.`,
      ],
    },
    {
      heading: 'Delivery and Collection',
      paragraphs: [
        `We deliver rental carts to your home, rental property or venue and collect them at the end of the rental. Delivery is charged at ${usd(rentalDelivery.feePerMile)} per mile beyond ${rentalDelivery.includedMiles} miles from our location. At drop-off we walk you through the controls, charging and safety features.`,
      ],
    },
    {
      heading: 'Using the Cart',
      items: [
        'Drive safely, carry no more passengers than there are seats, and keep passengers seated with seat belts fastened while the cart moves.',
        'Obey all state and local rules on where golf carts may be driven, including community, beach-town and campground rules. Do not drive on roads where golf carts are not permitted.',
        'Never drive under the influence of alcohol or drugs, and do not let anyone who is not a named driver drive.',
        'Charge the cart as shown at drop-off, using only the charger supplied.',
        'Do not modify the cart, remove its equipment or use it for towing or hauling beyond its design; utility carts may carry loads within their cargo bed.',
        'Smoking is not permitted in rental carts.',
      ],
    },
    {
      heading: 'Fees and Charges',
      paragraphs: [
        'The following charges apply where relevant and are deducted from the security deposit or charged to the card on file:',
      ],
      items: [
        `Cleaning, when the cart is returned excessively dirty: ${usd(p.cleaningFee.min)}-${usd(p.cleaningFee.max)}, depending on the work required.`,
        `Uncharged return, when the cart is returned without sufficient charge: ${usd(p.unchargedReturnFee)}.`,
        `Smoke odor removal: ${usd(p.smokeOdorFee)}.`,
        `Pet hair removal: ${usd(p.petHairFee)}.`,
        `Missing accessory (for example a key, charger or cover): replacement cost plus ${usd(p.missingAccessoryFee)}.`,
        `Minor damage: the cost of repair plus a ${usd(p.minorDamageAdminFee)} administrative fee.`,
        `Late return: ${usd(p.lateReturnPerHour)} per hour.`,
      ],
    },
    {
      heading: 'Accidents, Damage and Breakdowns',
      paragraphs: [
        'If the cart is involved in an accident, is damaged or stops working, stop in a safe place and call us straight away. In an accident involving injury or another vehicle, call the emergency services first. Do not attempt repairs yourself. If the cart fails through no fault of the renter, we will repair or replace it as quickly as we can.',
        "The renter is responsible for damage caused during the rental other than normal wear, and for loss of the cart through the renter's negligence, subject to the coverage below.",
      ],
    },
    {
      heading: 'Liability Coverage',
      paragraphs: ['Our rental carts carry liability coverage with the following limits:'],
      items: [
        `Bodily injury: ${usd(p.liability.perPerson)} per person and ${usd(p.liability.perAccident)} per accident.`,
        `Property damage: ${usd(p.liability.property)}.`,
      ],
      subsections: [
        {
          heading: 'What coverage does not include',
          paragraphs: [
            "Coverage applies only while the cart is driven by the renter or a named additional driver in line with this policy. Claims above these limits, and losses arising from use by unauthorised drivers, impaired driving or use where golf carts are not permitted, are the renter's responsibility. Renters may wish to check whether their own insurance provides additional protection.",
          ],
        },
      ],
    },
    {
      heading: 'Cancellations',
      items: [
        `Cancelled at least ${p.cancellation.freeUntilHoursBefore} hours before the rental starts: free of charge, with a full refund of any amount paid.`,
        `Cancelled within ${p.cancellation.freeUntilHoursBefore} hours of the start: ${p.cancellation.lateCancellationRefundPercent}% refund.`,
        `No-show, when the renter is not available at the agreed start time and has not cancelled: ${p.cancellation.noShowRefund}.`,
      ],
    },
    {
      heading: 'Rates and Billing Notes',
      items: rentalFootnotes,
    },
    {
      heading: 'Rental Questions',
      paragraphs: [
        `To reserve a cart, change a booking or report a problem during your rental, call ${dealer.phone.display}, e-mail ${dealer.email} or contact the showroom nearest you.`,
      ],
      items: showroomLines(),
    },
  ],
};
