/**
 * The price of a rental request from the published figures: the plan's price for its length,
 * extra days at the plan's published renewal rate, the security deposit per cart, and the
 * delivery fee (free within the published radius of the nearest showroom, then per mile).
 */
import {
  cartTypes,
  rentalDelivery,
  rentalPolicy,
  type CartTypeId,
  type PlanId,
  type RentalPlan,
} from '@/content/rental-plans';

import { addDays, daysBetween, formatRequestDate, parseDate } from './request-dates';

export const maxCartsPerRequest = 10;

export interface RentalQuoteInputs {
  cartType: CartTypeId;
  plan: PlanId;
  carts: number;
  startDate: string;
  endDate: string;
  /** Straight-line miles from the nearest showroom to the delivery town. */
  deliveryMiles: number;
}

export interface RentalQuote {
  days: number;
  /** The plan's price plus extra days, for all carts. */
  rentalPrice: number;
  /** Days beyond the plan's length, charged at the renewal rate. */
  extraDays: number;
  deposit: number;
  deliveryFee: number;
  /** Miles charged for delivery, beyond the free radius. */
  chargedMiles: number;
  total: number;
}

/** The per-day rate a plan renews at: the daily price, or the plan's published per-day label. */
export function renewalRate(plan: RentalPlan): number {
  const rate = Number(/\$([\d.]+)/.exec(plan.renewal)?.[1]);
  if (!Number.isFinite(rate))
    throw new Error(`Plan ${plan.id} has no readable renewal rate: ${plan.renewal}`);
  return rate;
}

/** The delivery fee for a town this far away: free within the radius, then per whole mile. */
export function deliveryFee(miles: number): { fee: number; chargedMiles: number } {
  const chargedMiles = Math.max(0, Math.ceil(miles - rentalDelivery.includedMiles));
  return { fee: chargedMiles * rentalDelivery.feePerMile, chargedMiles };
}

export function findPlan(cartTypeId: CartTypeId, planId: PlanId): RentalPlan | undefined {
  return cartTypes.find((type) => type.id === cartTypeId)?.plans.find((plan) => plan.id === planId);
}

/**
 * Why these dates cannot be booked, naming the rule (a start in the past, an end not after the
 * start, longer than the rental policy's maximum), and the field to say it beside; undefined when
 * they can, or while a date is still to be chosen. The form's check and the live estimate share it.
 */
export function rentalDatesProblem(
  startDate: string,
  endDate: string,
  today: string,
): { field: 'startDate' | 'endDate'; message: string } | undefined {
  if (parseDate(startDate) === undefined) return undefined;
  if (startDate < today) return { field: 'startDate', message: 'The start date cannot be in the past' };
  if (parseDate(endDate) === undefined) return undefined;
  if (endDate <= startDate) return { field: 'endDate', message: 'The end date must be after the start date' };
  const longest = rentalPolicy.maximumRentalDays;
  if (daysBetween(startDate, endDate) > longest)
    return {
      field: 'endDate',
      message: `A single rental lasts at most ${longest} days (our rental policy): choose an end date on or before ${formatRequestDate(addDays(startDate, longest))}`,
    };
  return undefined;
}

/**
 * The quote, or undefined while the dates do not make a rental (end not after start, longer
 * than the policy allows).
 */
export function rentalQuote(inputs: RentalQuoteInputs): RentalQuote | undefined {
  const type = cartTypes.find((candidate) => candidate.id === inputs.cartType);
  const plan = findPlan(inputs.cartType, inputs.plan);
  const days = daysBetween(inputs.startDate, inputs.endDate);
  if (!type || !plan || !(days >= 1) || days > rentalPolicy.maximumRentalDays || !(inputs.carts >= 1))
    return undefined;
  const extraDays = Math.max(0, days - plan.durationDays);
  const perCart = Math.round((plan.price + extraDays * renewalRate(plan)) * 100) / 100;
  const rentalPrice = Math.round(perCart * inputs.carts * 100) / 100;
  const deposit = type.securityDeposit * inputs.carts;
  const delivery = deliveryFee(inputs.deliveryMiles);
  return {
    days,
    rentalPrice,
    extraDays,
    deposit,
    deliveryFee: delivery.fee,
    chargedMiles: delivery.chargedMiles,
    total: Math.round((rentalPrice + delivery.fee) * 100) / 100,
  };
}

/**
 * Another plan of the same cart that costs less for these dates (a weekly plan for six days,
 * a monthly one for three weeks), the cheapest of them; undefined when the chosen plan is.
 */
export function cheaperPlan(
  inputs: RentalQuoteInputs,
): { plan: RentalPlan; rentalPrice: number; saving: number } | undefined {
  const chosen = rentalQuote(inputs);
  const type = cartTypes.find((candidate) => candidate.id === inputs.cartType);
  if (!chosen || !type) return undefined;
  let best: { plan: RentalPlan; rentalPrice: number } | undefined;
  for (const plan of type.plans) {
    const quote = rentalQuote({ ...inputs, plan: plan.id });
    if (quote && quote.rentalPrice < (best?.rentalPrice ?? chosen.rentalPrice))
      best = { plan, rentalPrice: quote.rentalPrice };
  }
  return best && { ...best, saving: Math.round((chosen.rentalPrice - best.rentalPrice) * 100) / 100 };
}

/**
 * The plan that costs less for a stored rental request's dates (cheaperPlan), its saving against
 * the price stored with the request, the one the customer saw: what the thank-you page tells them
 * to ask for and the staff see beside the request. Undefined when nothing costs less.
 */
export function cheaperPlanThanAskedFor(
  request: RentalQuoteInputs & { rentalPrice: number },
): { plan: RentalPlan; rentalPrice: number; saving: number } | undefined {
  const cheaper = cheaperPlan(request);
  const saving = cheaper && Math.round((request.rentalPrice - cheaper.rentalPrice) * 100) / 100;
  return cheaper && saving && saving > 0 ? { ...cheaper, saving } : undefined;
}
