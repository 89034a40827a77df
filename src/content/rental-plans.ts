/**
 * Rental plans and the rental policy figures (brief, section 9). One module feeds /rentals, every
 * town rental page and the rental policy page. The per-day and savings labels are the dealer's
 * published labels, kept exactly as written (docs/decisions/0010-rental-figures.md), not recomputed.
 */

export type CartTypeId = 'four-seater' | 'six-seater' | 'utility';
export type PlanId = 'daily' | 'three-day' | 'weekly' | 'monthly';

export interface RentalPlan {
  id: PlanId;
  title: string;
  subtitle: string;
  description: string;
  price: number;
  /** e.g. "per day", "for 3 days". */
  period: string;
  durationDays: number;
  renewal: string;
  deliveryFee: string;
  badge: string;
  savings: string | null;
  recommended: boolean;
}

export interface CartType {
  id: CartTypeId;
  title: string;
  summary: string;
  seats: string;
  securityDeposit: number;
  plans: readonly RentalPlan[];
}

export const rentalDelivery = {
  feePerMile: 6,
  includedMiles: 10,
} as const;

const deliveryFeeText = `$${rentalDelivery.feePerMile} per mile beyond ${rentalDelivery.includedMiles} miles`;

interface PlanPrices {
  daily: number;
  threeDay: { price: number; perDay: string; savings: string };
  weekly: { price: number; perDay: string; savings: string };
  monthly: { price: number; perDay: string; savings: string };
}

type PublishedRate = PlanPrices['threeDay'];

/** A plan of several days: its subtitle, period and labels follow from its length and published rate. */
function multiDayPlan(
  plan: Pick<RentalPlan, 'id' | 'title' | 'description' | 'durationDays' | 'badge' | 'recommended'>,
  rate: PublishedRate,
): RentalPlan {
  return {
    ...plan,
    subtitle: `${plan.durationDays} days`,
    price: rate.price,
    period: `for ${plan.durationDays} days`,
    renewal: `Renews at ${rate.perDay}/day`,
    deliveryFee: deliveryFeeText,
    savings: `Save ${rate.savings}`,
  };
}

function plansFor(prices: PlanPrices, cartLabel: string): RentalPlan[] {
  return [
    {
      id: 'daily',
      title: 'Daily',
      subtitle: '1 day',
      description: `A ${cartLabel} for a single day: a wedding, a tournament or a day at the shore.`,
      price: prices.daily,
      period: 'per day',
      durationDays: 1,
      renewal: `Renews at $${prices.daily}/day`,
      deliveryFee: deliveryFeeText,
      badge: 'Flexible',
      savings: null,
      recommended: false,
    },
    multiDayPlan(
      {
        id: 'three-day',
        title: '3 Day',
        description: `A long weekend with a ${cartLabel}, delivered before you arrive.`,
        durationDays: 3,
        badge: 'Weekend',
        recommended: false,
      },
      prices.threeDay,
    ),
    multiDayPlan(
      {
        id: 'weekly',
        title: 'Weekly',
        description: `A full week of getting around town, the beach or the campground in a ${cartLabel}.`,
        durationDays: 7,
        badge: 'Most Popular',
        recommended: true,
      },
      prices.weekly,
    ),
    multiDayPlan(
      {
        id: 'monthly',
        title: 'Monthly',
        description: `The season rate: a ${cartLabel} for 30 days at the lowest daily cost.`,
        durationDays: 30,
        badge: 'Best Value',
        recommended: false,
      },
      prices.monthly,
    ),
  ];
}

const fourSeaterPrices: PlanPrices = {
  daily: 245,
  threeDay: { price: 685, perDay: '$228.34', savings: '6.8%' },
  weekly: { price: 1050, perDay: '$150', savings: '38.7%' },
  monthly: { price: 2800, perDay: '$94', savings: '61.6%' },
};

const sixSeaterPrices: PlanPrices = {
  daily: 295,
  threeDay: { price: 735, perDay: '$245', savings: '16.9%' },
  weekly: { price: 1400, perDay: '$200', savings: '32.2%' },
  monthly: { price: 3500, perDay: '$116.67', savings: '60.4%' },
};

export const cartTypes: readonly CartType[] = [
  {
    id: 'four-seater',
    title: '4 Seater Golf Cart',
    summary: 'Street-ready four-passenger electric cart, the favourite for families and beach towns.',
    seats: '4 passengers',
    securityDeposit: 500,
    plans: plansFor(fourSeaterPrices, '4 seater cart'),
  },
  {
    id: 'six-seater',
    title: '6 Seater Golf Cart',
    summary: 'Three rows of seating for larger groups, events and shuttles.',
    seats: '6 passengers',
    securityDeposit: 750,
    plans: plansFor(sixSeaterPrices, '6 seater cart'),
  },
  {
    id: 'utility',
    // Utility carts rent at the 4 seater prices (brief, section 9).
    title: 'Utility Cart',
    summary: 'Cargo bed and towing for property work, farms, marinas and event set-up.',
    seats: '2 passengers plus cargo bed',
    securityDeposit: 600,
    plans: plansFor(fourSeaterPrices, 'utility cart'),
  },
];

export const cartTypeIds = cartTypes.map((type) => type.id);

/** The showrooms rental carts leave from (src/content/dealer.ts), and are delivered from. */
export const rentalLocationIds = ['toms-river-nj', 'somerville-nj'] as const;

/** Hours between a return and the next pickup of the same cart, until a manager sets another. */
export const defaultTurnaroundHours = 2;

export function cartType(id: CartTypeId): CartType {
  const found = cartTypes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown cart type: ${id}`);
  return found;
}

export const rentalFootnotes: readonly string[] = [
  `Delivery is $${rentalDelivery.feePerMile} per mile beyond ${rentalDelivery.includedMiles} miles from our location.`,
  'Rental periods are charged in 24-hour increments.',
  'No refunds for early returns.',
  'All prices are subject to availability.',
];

export const rentalBenefits: readonly string[] = [
  'Delivery and pick-up at your home, rental or venue',
  'Clean, fully charged, street-ready electric carts',
  'Daily, 3 day, weekly and monthly plans',
  'Seat belts, lights and turn signals on every cart',
  'A walkthrough of the controls at drop-off',
  'Local support from our own service team',
];

/** Rental policy figures (brief section 9: Rental policy). */
export const rentalPolicy = {
  /** Every driver on the pickup date (issue 54 raised the brief's 18: the insurer's age for drivers). */
  minimumAge: 21,
  depositRefund: 'within 3-5 business days',
  lateReturnPerHour: 25,
  maximumRentalDays: 30,
  additionalDriverFee: 25,
  maximumAdditionalDrivers: 2,
  cleaningFee: { min: 50, max: 150 },
  unchargedReturnFee: 35,
  smokeOdorFee: 200,
  petHairFee: 75,
  missingAccessory: 'replacement cost plus $25',
  missingAccessoryFee: 25,
  minorDamageAdminFee: 75,
  cancellation: {
    freeUntilHoursBefore: 24,
    lateCancellationRefundPercent: 50,
    noShowRefund: 'no refund',
  },
  liability: { perPerson: 100_000, perAccident: 300_000, property: 50_000 },
} as const;
