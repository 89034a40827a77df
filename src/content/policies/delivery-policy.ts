import { dealer, locationById } from '@/content/dealer';
import { addressOf, cityOf, showroomLines } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';
import { deliveryFigures, returnPolicyFigures, usd, rangeText } from '@/content/policy-figures';
import { rentalDelivery } from '@/content/rental-plans';

const d = deliveryFigures;
const somervilleRadius = d.freeDelivery.radii.somerville;
const tomsRiverRadius = d.freeDelivery.radii.tomsRiver;
const somerville = locationById(somervilleRadius.locationId);
const tomsRiver = locationById(tomsRiverRadius.locationId);
const hatfieldCity = cityOf('hatfield-pa');
const poconoCity = cityOf('pocono-pines-pa');
const deliveryHours = `${d.hours.monSat.days}, ${d.hours.monSat.opens} to ${d.hours.monSat.closes}, and ${d.hours.sunday.days}, ${d.hours.sunday.opens} to ${d.hours.sunday.closes}`;

export const deliveryPolicy: Policy = {
  path: '/policies/delivery-policy',
  title: 'Delivery Policy',
  metaDescription: `Golf cart delivery from ${dealer.name}: free delivery zone on purchases of ${usd(d.freeDelivery.minimumPurchase)}+, delivery times, same-day and white glove options, fees.`,
  keywords: [
    'golf cart delivery',
    'free golf cart delivery New Jersey',
    'same-day golf cart delivery',
    'white glove delivery',
    'delivery fees',
    `${dealer.name} delivery`,
  ],
  intro: `${dealer.name} delivers new and used golf carts and utility vehicles to homes, businesses, marinas, campgrounds and communities across our New Jersey and Pennsylvania service areas. This Delivery Policy sets out where delivery is free, how long it takes, our delivery hours, the site conditions we need to unload safely and the fees that apply to rush deliveries, cancellations and missed appointments.`,
  sections: [
    {
      heading: 'Free Delivery Zone',
      paragraphs: [
        `Delivery is free on cart purchases of ${usd(d.freeDelivery.minimumPurchase)} or more when the delivery address is within ${somervilleRadius.miles} miles of our ${cityOf(somervilleRadius.locationId)} showroom or within ${tomsRiverRadius.miles} miles of our ${cityOf(tomsRiverRadius.locationId)} location.`,
        `Deliveries outside the free zone, deliveries of purchases below ${usd(d.freeDelivery.minimumPurchase)}, and deliveries from our ${hatfieldCity} and ${poconoCity}, Pennsylvania, showrooms are available at a delivery charge that we quote in writing before you complete your purchase. You are always welcome to collect your cart from the showroom yourself.`,
      ],
      items: [`${somerville.name}: ${addressOf(somerville)}`, `${tomsRiver.name}: ${addressOf(tomsRiver)}`],
    },
    {
      heading: 'Delivery Times',
      items: [
        `In-stock carts: delivered within ${rangeText(d.leadTimes.inStockBusinessDays)} business days of the completed purchase.`,
        `Custom orders: delivered within ${rangeText(d.leadTimes.customOrderWeeks)} weeks, depending on the build and the manufacturer's schedule. We keep you updated if a manufacturer delay affects your date.`,
        `Delivery window: when we schedule your delivery, we give you a ${d.deliveryWindowHours}-hour arrival window, and the driver calls ahead on the day.`,
      ],
    },
    {
      heading: 'Delivery Hours',
      paragraphs: [
        `We deliver ${deliveryHours}. Your delivery appointment and its arrival window are agreed with you in advance within these hours.`,
      ],
    },
    {
      heading: 'Same-Day Delivery',
      paragraphs: [
        `Same-day delivery is available on in-stock carts when the purchase is completed before ${d.sameDay.orderBefore}, for a rush fee of ${usd(d.sameDay.rushFee)}. It depends on a delivery crew being available and on the address being within reach during delivery hours; if we cannot deliver on the same day, we tell you before charging the rush fee.`,
      ],
    },
    {
      heading: 'White Glove Delivery',
      paragraphs: [
        `White glove delivery costs ${usd(d.whiteGloveFee)}. Our crew places the cart where you want it on your property (garage, driveway, dock or storage shed, where access allows), removes all packaging, checks the charge, and walks you through the controls, charging, safety features and routine care before leaving.`,
      ],
    },
    {
      heading: 'Site Requirements',
      paragraphs: [
        'Carts are delivered on a trailer or truck and driven or rolled off at the delivery address. So that we can unload safely, please make sure that:',
      ],
      items: [
        `there is an access path at least ${d.siteRequirements.accessPathWidthFeet} feet wide from the street to the drop-off point;`,
        `there is at least ${d.siteRequirements.overheadClearanceFeet} feet of overhead clearance along the route, free of low branches, wires and overhangs;`,
        'the route and drop-off point are firm and reasonably level, with no soft lawn, steep slopes or steps in the way;',
        'an adult is present to receive the cart, check it and sign the delivery receipt;',
        'any gate code, community access pass or permission needed to enter the property is arranged in advance.',
      ],
      subsections: [
        {
          heading: 'If the site is not accessible',
          paragraphs: [
            'If our crew cannot reach the drop-off point safely, they will unload at the nearest safe spot you agree to, or arrange a new delivery appointment with you.',
          ],
        },
      ],
    },
    {
      heading: 'Cancellations and Missed Appointments',
      items: [
        'Rescheduling or cancelling a delivery before the day of delivery: no charge.',
        `Cancelling a delivery on the day of delivery: ${usd(d.sameDayCancellationFee)} same-day cancellation fee.`,
        `Missed appointment, when no one is present to receive the cart during the agreed arrival window: ${usd(d.missedAppointmentFee)}.`,
      ],
    },
    {
      heading: 'Inspection on Delivery',
      paragraphs: [
        `Please inspect the cart with our driver before signing the delivery receipt and note any visible damage on it. If you discover a defect or damage after the driver has left, report it within ${returnPolicyFigures.defective.reportWithinHours} hours of delivery, as set out in our Return Policy, and we will put it right at no charge.`,
      ],
    },
    {
      heading: 'Rental Deliveries',
      paragraphs: [
        `Rental carts are delivered and collected under our Golf Cart Rental Policy. Rental delivery is charged at ${usd(rentalDelivery.feePerMile)} per mile beyond ${rentalDelivery.includedMiles} miles from our location.`,
      ],
    },
    {
      heading: 'Questions About Your Delivery',
      paragraphs: [
        `To schedule, change or ask about a delivery, call the showroom handling your purchase or e-mail ${dealer.email}.`,
      ],
      items: showroomLines(),
    },
  ],
};
