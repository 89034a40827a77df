/**
 * The price of a rental request from the published figures: the plan's price for its length,
 * extra days at the plan's published renewal rate, the security deposit per cart, and the
 * delivery fee (free within the published radius of the nearest showroom, then per mile).
 */
import {
  cartTypes,
  rentalDelivery,
  type CartTypeId,
  type PlanId,
  type RentalPlan,
} from '@/content/rental-plans';

import { daysBetween } from './request-dates';

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

/** The quote, or undefined while the dates do not make a rental (end not after start). */
export function rentalQuote(inputs: RentalQuoteInputs): RentalQuote | undefined {
  const type = cartTypes.find((candidate) => candidate.id === inputs.cartType);
  const plan = findPlan(inputs.cartType, inputs.plan);
  const days = daysBetween(inputs.startDate, inputs.endDate);
  if (!type || !plan || !(days >= 1) || !(inputs.carts >= 1)) return undefined;
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
