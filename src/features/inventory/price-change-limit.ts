/**
 * How far a price may move in one change. A typo or a wrong sign in a bulk change ("-8000"
 * instead of "-800") would put an $8,495 cart on the site, in search and in the feeds at $495 at
 * once; so every price change is seen before it is applied, a change beyond a share of the price
 * (a manager's setting) is a manager's, and a manager confirms it on purpose.
 */
import * as z from 'zod/mini';

import { formatPrice } from '@/lib/format-price';

/** The share, in percent, anyone may move a price by; a manager's setting starts here. */
export const defaultPriceChangePercent = 10;
export const priceChangePercentRange = { min: 1, max: 100 } as const;

/** The price buyers see: the sale price while there is one. */
export const advertisedPrice = (vehicle: { price: number; salePrice: number | null }) =>
  vehicle.salePrice ?? vehicle.price;

/**
 * A bulk price change as typed ("-500", "+1,250", "$300"), in whole dollars; undefined for anything
 * else, zero included. Only a sign, digits and thousands commas: `Number` alone also reads "0x10"
 * as 16 and "1e3" as 1000.
 */
export function typedDollarsChange(typed: string): number | undefined {
  const plain = typed.trim().replace(/[$,]/g, '');
  const dollars = /^[+-]?\d{1,7}$/.test(plain) ? Number(plain) : 0;
  return dollars === 0 ? undefined : dollars;
}

/** The change as a signed share of the price before it, in percent ("-94.2"). */
export function priceChangePercent(before: number, after: number): number {
  return before === 0 ? 100 : ((after - before) / before) * 100;
}

/** Whether moving the advertised price from `before` to `after` goes beyond `limitPercent`. */
export function beyondPriceLimit(before: number, after: number, limitPercent: number): boolean {
  return Math.abs(after - before) * 100 > before * limitPercent;
}

/**
 * The larger of the two moves a change makes, the list price's and the advertised price's: a list
 * price raised far above a sale price makes a "was" price nobody ever asked, as a cut makes a
 * wrong price.
 */
export function largestPriceMove(
  before: { price: number; salePrice: number | null },
  after: { price: number; salePrice: number | null },
): { from: number; to: number } {
  const list = { from: before.price, to: after.price };
  const advertised = { from: advertisedPrice(before), to: advertisedPrice(after) };
  const share = (move: { from: number; to: number }) => Math.abs(priceChangePercent(move.from, move.to));
  return share(advertised) >= share(list) ? advertised : list;
}

type Prices = { price: number; salePrice: number | null };

/**
 * The move a save makes to a cart's prices, held against the limit: from the prices it replaces,
 * or, when that is larger, from `dayStart` (its prices before the last day's smaller steps, see
 * `pricesBeforeSmallSteps`), as three cuts of 9% in a minute are one cut of 25%. `undefined` when
 * the save leaves both prices as they are: an earlier step is no reason to refuse a description.
 */
export function priceMoveToCheck(
  before: Prices,
  after: Prices,
  dayStart: Prices = before,
): { from: number; to: number; withEarlierSteps: boolean } | undefined {
  if (before.price === after.price && before.salePrice === after.salePrice) return undefined;
  const alone = largestPriceMove(before, after);
  const together = largestPriceMove(dayStart, after);
  const share = (move: { from: number; to: number }) => Math.abs(priceChangePercent(move.from, move.to));
  return share(together) > share(alone)
    ? { ...together, withEarlierSteps: true }
    : { ...alone, withEarlierSteps: false };
}

/**
 * "$8,495 → $495 (−94%)", as a preview row and a refusal name a change; "… over the last day" when
 * it counts the day's earlier steps.
 */
export function priceChangeLabel(before: number, after: number, withEarlierSteps = false): string {
  const percent = Math.round(priceChangePercent(before, after));
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${formatPrice(before)} → ${formatPrice(after)} (${sign}${Math.abs(percent)}%)${withEarlierSteps ? ' over the last day' : ''}`;
}

/**
 * A bulk change's preview row: "$8,495 → $7,995 (−6%)", or for a cart on sale the price buyers pay
 * first and the list price moved with it: "sale price $7,995 → $7,495 (−6%); list price $8,495 →
 * $7,995".
 */
export function pricesChangeLabel(before: Prices, after: Prices): string {
  if (before.salePrice === null || after.salePrice === null)
    return priceChangeLabel(before.price, after.price);
  return `sale price ${priceChangeLabel(before.salePrice, after.salePrice)}; list price ${formatPrice(before.price)} → ${formatPrice(after.price)}`;
}

/** The manager's setting as its form sends it: a whole percent. */
export const priceChangeLimitSchema = z.object({
  percent: z.string().check(
    z.trim(),
    z.regex(/^\d{1,3}$/, 'Enter a whole percent, e.g. 10.'),
    z.refine(
      (value) => Number(value) >= priceChangePercentRange.min && Number(value) <= priceChangePercentRange.max,
      `Enter a percent from ${priceChangePercentRange.min} to ${priceChangePercentRange.max}.`,
    ),
  ),
});
