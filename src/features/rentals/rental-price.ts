/**
 * What a booked rental costs, in cents, from the published table (src/content/rental-plans.ts):
 * the cheapest way to cover the days with one plan, each extended at its published renewal rate
 * or a longer plan outright (six days never cost more than a week), the delivery fee per mile
 * beyond the free radius, the fee for each additional driver, and the type's security deposit
 * (collected at pickup, apart from the total).
 */
import {
  cartType,
  rentalDelivery,
  rentalPolicy,
  type CartTypeId,
  type RentalPlan,
} from '@/content/rental-plans';

/** Whole cents from a published dollar figure ($228.34 is 22834). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** The per-day rate a plan renews at, in cents, read from its published label. */
export function renewalCents(plan: RentalPlan): number {
  const rate = Number(/\$([\d.]+)/.exec(plan.renewal)?.[1]);
  if (!Number.isFinite(rate))
    throw new Error(`Plan ${plan.id} has no readable renewal rate: ${plan.renewal}`);
  return toCents(rate);
}

/** One plan covering `days`: its price, and the days beyond its length at its renewal rate. */
function planCost(plan: RentalPlan, days: number): number {
  return toCents(plan.price) + Math.max(0, days - plan.durationDays) * renewalCents(plan);
}

/** The rent for `days` of one cart: the cheapest plan for it, and what that plan costs. */
export function rentFor(type: CartTypeId, days: number): { plan: RentalPlan; cents: number } {
  const [first, ...rest] = cartType(type).plans;
  let best = { plan: first!, cents: planCost(first!, days) };
  for (const plan of rest) {
    const cents = planCost(plan, days);
    if (cents < best.cents) best = { plan, cents };
  }
  return best;
}

/** The delivery fee for a town this far from its showroom: free within the radius, then per whole mile. */
export function deliveryCents(miles: number): { cents: number; chargedMiles: number } {
  const chargedMiles = Math.max(0, Math.ceil(miles - rentalDelivery.includedMiles));
  return { cents: chargedMiles * toCents(rentalDelivery.feePerMile), chargedMiles };
}

export interface RentalPrice {
  days: number;
  /** The plan the rent is worked out from. */
  plan: RentalPlan;
  rent: number;
  delivery: number;
  chargedMiles: number;
  additionalDrivers: number;
  /** Rent, delivery and drivers: what the rental costs. */
  total: number;
  /** The security deposit, collected at pickup and refunded after the return. */
  deposit: number;
}

/**
 * The price of one cart for `days`, delivered `deliveryMiles` from its showroom (undefined for a
 * pickup at the showroom), with `additionalDrivers` beyond the renter. Every figure in cents.
 */
export function rentalPrice({
  type,
  days,
  deliveryMiles,
  additionalDrivers,
}: {
  type: CartTypeId;
  days: number;
  deliveryMiles: number | undefined;
  additionalDrivers: number;
}): RentalPrice {
  const rent = rentFor(type, days);
  const delivery = deliveryMiles === undefined ? { cents: 0, chargedMiles: 0 } : deliveryCents(deliveryMiles);
  const drivers = additionalDrivers * toCents(rentalPolicy.additionalDriverFee);
  return {
    days,
    plan: rent.plan,
    rent: rent.cents,
    delivery: delivery.cents,
    chargedMiles: delivery.chargedMiles,
    additionalDrivers: drivers,
    total: rent.cents + delivery.cents + drivers,
    deposit: toCents(cartType(type).securityDeposit),
  };
}

/** Cents as the site shows money: "$1,050" for whole dollars, "$1,598.38" otherwise. */
export function formatCents(cents: number): string {
  const dollars = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const whole = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
