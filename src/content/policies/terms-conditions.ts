import { dealer } from '@/content/dealer';
import { listInWords } from '@/content/list-in-words';
import { generalContactItems, hoursText } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';
import { returnPolicyFigures, serviceFigures, usd, rangeText } from '@/content/policy-figures';
import { cartTypes, rentalPolicy } from '@/content/rental-plans';

const returns = returnPolicyFigures;
const deposits = listInWords(cartTypes.map((type) => `${usd(type.securityDeposit)} for a ${type.title}`));

export const termsConditionsPolicy: Policy = {
  path: '/policies/terms-conditions',
  title: 'Terms & Conditions',
  metaDescription: `Terms & Conditions for buying, renting and servicing golf carts at ${dealer.name}: sales, rental, service, liability, governing law and contact.`,
  keywords: [
    'terms and conditions',
    'golf cart purchase terms',
    'golf cart rental terms',
    'golf cart service terms',
    `${dealer.name} conditions`,
  ],
  intro: `These Terms & Conditions summarise the commercial terms that apply when you buy, rent or service a golf cart or utility vehicle with ${dealer.legalName}. They sit alongside our Terms of Service for the website and our detailed Return, Delivery, Golf Cart Rental and Storage policies. Where a signed purchase agreement, rental agreement or work order says something different for a specific transaction, that signed document applies.`,
  sections: [
    {
      heading: 'Sales',
      paragraphs: [
        'All prices are in US dollars. Prices on the website and in the showroom exclude sales tax, title and registration fees unless stated otherwise; the purchase agreement lists every amount you pay before you sign it. A cart is reserved for you only once the purchase agreement is signed and any deposit it states has been received.',
        'New carts come with the manufacturer\'s warranty, whose terms are provided at delivery. Used carts are sold with the warranty, if any, stated on the purchase agreement; a cart sold "as is" carries no warranty from us.',
        `Returns follow our Return Policy: new carts within ${returns.newCarts.windowDays} days with fewer than ${returns.newCarts.maxMiles} miles, subject to a ${returns.newCarts.restockingFeePercent}% restocking fee; used carts within ${returns.usedCarts.windowDays} days, subject to a ${returns.usedCarts.restockingFeePercent}% fee, with no returns of carts sold as is; parts within ${returns.parts.windowDays} days, subject to a ${returns.parts.restockingFeePercent}% fee. Defects reported within ${returns.defective.reportWithinHours} hours of delivery are handled without a fee. Every return needs a return authorization number from us.`,
        `Financing, including "${dealer.claims.financing}", is provided by an independent lender and is subject to its credit approval and terms.`,
      ],
    },
    {
      heading: 'Rental',
      paragraphs: [
        `Rentals are governed by our Golf Cart Rental Policy and the rental agreement. The renter must be ${rentalPolicy.minimumAge} or older and present a valid ID, a driver's license and a credit card. Up to ${rentalPolicy.maximumAdditionalDrivers} additional drivers may be added at ${usd(rentalPolicy.additionalDriverFee)} each.`,
        `A refundable security deposit is held for each rental: ${deposits}. Late returns are charged ${usd(rentalPolicy.lateReturnPerHour)} per hour, and a single rental may last at most ${rentalPolicy.maximumRentalDays} days. Cancellations made at least ${rentalPolicy.cancellation.freeUntilHoursBefore} hours before the rental starts are free; later cancellations receive a ${rentalPolicy.cancellation.lateCancellationRefundPercent}% refund, and no-shows receive ${rentalPolicy.cancellation.noShowRefund}.`,
      ],
    },
    {
      heading: 'Service',
      paragraphs: [
        `Maintenance and battery labour starts from ${usd(serviceFigures.labourFromPerHour)} per hour; parts are charged separately. We provide an estimate before work begins and contact you for approval before exceeding it. Routine work is usually completed within ${rangeText(serviceFigures.turnaroundHours)} hours, though parts availability and the extent of the work can extend this.`,
        `Service hours are ${hoursText(dealer.serviceHours)}. Payment is due when the cart is collected or delivered back to you. Warranty repairs are carried out under the manufacturer's warranty terms; work that the warranty does not cover is quoted and charged at our normal rates.`,
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        "You are responsible for operating any cart you buy or rent safely, for following the owner's manual and our operating instructions, and for complying with state and local rules on where and by whom a golf cart may be driven. Carts must not be operated by anyone under the influence of alcohol or drugs.",
        "To the extent permitted by law, we are not liable for indirect, incidental or consequential losses, such as loss of use or lost enjoyment, arising from a sale, rental or service. Our liability for any transaction is limited to the amount you paid for it, except where the law does not allow such a limit, including for personal injury caused by our negligence. Nothing here limits a manufacturer's warranty or your statutory consumer rights.",
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These Terms & Conditions are governed by the laws of the State of New Jersey. Disputes will be brought in the state or federal courts located in New Jersey, except where the law of your state of residence, including Pennsylvania, gives you the right to bring a consumer claim there. If any provision is found unenforceable, the remaining provisions stay in effect.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `For questions about these Terms & Conditions or a specific agreement, contact ${dealer.name}. We respond ${dealer.responseTime.promise}.`,
      ],
      items: generalContactItems(),
    },
  ],
};
