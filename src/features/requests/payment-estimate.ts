/**
 * The monthly payment estimate shown on vehicle pages and sent with a pre-approval request:
 * standard amortisation of the price plus sales tax, less the down payment. The same functions
 * run in the browser (live figure) and on the server (the figure a lead records).
 */
import type { FinanceSettings } from '@/content/finance';
import { formatDollarsAndCents, formatTypedDollars } from '@/lib/format-price';

export const termLimits = { min: 24, max: 84 } as const;
/** Terms the estimator offers; any whole number of months in the limits is accepted. */
export const offeredTerms = [24, 36, 48, 60, 72, 84] as const;
export const aprLimits = { min: 0, max: 30 } as const;

/**
 * The terms a term select offers: the usual ones, and the one already chosen (the dealer's
 * starting term, or one sent from a vehicle page's estimate) when it is another whole number of
 * months within the limits, so the select shows the term the figure is for.
 */
export function termsOffered(chosen: number): number[] {
  const usual: number[] = [...offeredTerms];
  const another =
    Number.isInteger(chosen) &&
    chosen >= termLimits.min &&
    chosen <= termLimits.max &&
    !usual.includes(chosen);
  return another ? [...usual, chosen].sort((a, b) => a - b) : usual;
}

export interface PaymentInputs {
  price: number;
  downPayment: number;
  termMonths: number;
  aprPercent: number;
  salesTaxPercent: number;
}

export interface PaymentEstimate extends PaymentInputs {
  salesTax: number;
  amountFinanced: number;
  monthlyPayment: number;
  totalOfPayments: number;
}

export type PaymentField = 'downPayment' | 'termMonths' | 'aprPercent';

export type PaymentResult =
  { ok: true; estimate: PaymentEstimate } | { ok: false; errors: Partial<Record<PaymentField, string>> };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Why inputs make no estimate, as a form's field errors (a list of messages per field). */
export function paymentFieldErrors(result: PaymentResult): Partial<Record<PaymentField, string[]>> {
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, [message]]));
}

/**
 * The level payment that repays `principal` over `months` at `aprPercent` a year, compounded
 * monthly: P·r / (1 − (1 + r)^−n), or P / n at 0%.
 */
export function amortisedPayment(principal: number, aprPercent: number, months: number): number {
  const rate = aprPercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/** Checks the inputs and works out the estimate; impossible inputs get a message per field. */
export function estimatePayment(typed: PaymentInputs): PaymentResult {
  // Worked out with the figures as they are shown: the down payment to the cent, the APR to the
  // thousandth (formatPercent), so the down payment and the amount financed add up to the total.
  // "-0" typed is no down payment, not a negative one ("−-$0").
  const down = cents(typed.downPayment);
  const inputs = {
    ...typed,
    downPayment: down === 0 ? 0 : down,
    aprPercent: Math.round(typed.aprPercent * 1000) / 1000,
  };
  const { price, downPayment, termMonths, aprPercent, salesTaxPercent } = inputs;
  const salesTax = cents((price * salesTaxPercent) / 100);
  const total = price + salesTax;
  const errors: Partial<Record<PaymentField, string>> = {};
  // The limits are checked on the figures as typed, as the request form's schema checks them: a
  // typed -0.004 or 30.0004% is refused, not rounded into range.
  if (!Number.isFinite(typed.downPayment) || typed.downPayment < 0)
    errors.downPayment = 'Enter a down payment of $0 or more';
  else if (downPayment >= total)
    errors.downPayment = `The down payment must be less than the price with tax, ${formatDollarsAndCents(total)}`;
  if (!Number.isInteger(termMonths) || termMonths < termLimits.min || termMonths > termLimits.max)
    errors.termMonths = `Choose a term from ${termLimits.min} to ${termLimits.max} months`;
  if (
    !Number.isFinite(typed.aprPercent) ||
    typed.aprPercent < aprLimits.min ||
    typed.aprPercent > aprLimits.max
  )
    errors.aprPercent = `Enter an APR from ${aprLimits.min}% to ${aprLimits.max}%`;
  if (Object.keys(errors).length > 0 || !(price > 0)) return { ok: false, errors };
  const amountFinanced = cents(total - downPayment);
  const monthlyPayment = cents(amortisedPayment(amountFinanced, aprPercent, termMonths));
  return {
    ok: true,
    estimate: {
      ...inputs,
      salesTax,
      amountFinanced,
      monthlyPayment,
      totalOfPayments: cents(monthlyPayment * termMonths),
    },
  };
}

/** The estimate's starting inputs for a price, from the dealer's settings. */
export function defaultPaymentInputs(price: number, settings: FinanceSettings): PaymentInputs {
  return {
    price,
    downPayment: Math.round((price * settings.defaultDownPercent) / 100),
    termMonths: settings.defaultTermMonths,
    aprPercent: settings.defaultAprPercent,
    salesTaxPercent: settings.salesTaxPercent,
  };
}

/** A monthly figure with its cents, e.g. "$193.33". */
export function formatMonthly(amount: number): string {
  return formatDollarsAndCents(amount);
}

/** "6.625%": a percentage as typed, without trailing zeros. */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}

/**
 * The monthly payment the estimator starts from for a price, with the assumptions said in short
 * beside it ("at 6.99% APR for 60 months, $1,500 down"); the full disclosure sits with the
 * estimator. Undefined when the settings make no estimate.
 */
export function headlineMonthly(price: number, settings: FinanceSettings) {
  const result = estimatePayment(defaultPaymentInputs(price, settings));
  if (!result.ok) return undefined;
  const { monthlyPayment, aprPercent, termMonths, downPayment } = result.estimate;
  return {
    monthly: formatMonthly(monthlyPayment),
    terms: `at ${formatPercent(aprPercent)} APR for ${termMonths} months, ${formatTypedDollars(downPayment)} down`,
  };
}

/**
 * The words that stand next to every monthly figure: the APR, term, down payment and tax it
 * assumes, and that it is an estimate, not an offer of credit.
 */
export function paymentDisclosure(estimate: Omit<PaymentEstimate, 'totalOfPayments'>): string {
  return (
    `Estimate at ${formatPercent(estimate.aprPercent)} APR for ${estimate.termMonths} months with ` +
    `${formatTypedDollars(estimate.downPayment)} down, including ${formatPercent(estimate.salesTaxPercent)} NJ sales tax ` +
    `(${formatDollarsAndCents(estimate.amountFinanced)} financed). This is an estimate, not an offer of credit: ` +
    'your rate and terms depend on credit approval by the lender.'
  );
}
