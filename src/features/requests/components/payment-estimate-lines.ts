import { formatPrice, formatTypedDollars } from '@/lib/format-price';

import {
  estimatePayment,
  formatMonthly,
  formatPercent,
  paymentDisclosure,
  paymentFieldErrors,
  type PaymentInputs,
} from '../payment-estimate';
import { parseTypedNumber } from '../typed-number';
import type { EstimateLine } from './estimate-panel';

/** The figures and disclosure of a payment estimate, or why there is none yet. */
export function paymentEstimateView(
  inputs: PaymentInputs,
): { lines: EstimateLine[]; disclosure: string } | { lines: undefined; disclosure: string } {
  const result = estimatePayment(inputs);
  if (!result.ok)
    return {
      lines: undefined,
      disclosure: Object.values(result.errors)[0] ?? 'Enter a down payment, term and APR to see an estimate.',
    };
  const { estimate } = result;
  return {
    lines: [
      { label: 'Price', value: formatPrice(estimate.price) },
      {
        label: `Sales tax (${formatPercent(estimate.salesTaxPercent)})`,
        value: formatMonthly(estimate.salesTax),
      },
      { label: 'Down payment', value: `−${formatTypedDollars(estimate.downPayment)}` },
      { label: 'Amount financed', value: formatMonthly(estimate.amountFinanced) },
      {
        label: 'Estimated monthly payment',
        value: `${formatMonthly(estimate.monthlyPayment)}/mo`,
        emphasis: true,
      },
    ],
    disclosure: paymentDisclosure(estimate),
  };
}

/** A form's typed values as payment inputs (an empty or odd value makes no estimate). */
export function paymentInputsFrom(
  values: Record<string, string>,
  price: number,
  salesTaxPercent: number,
): PaymentInputs {
  return {
    price,
    downPayment: parseTypedNumber(values.downPayment),
    termMonths: parseTypedNumber(values.termMonths),
    aprPercent: parseTypedNumber(values.aprPercent),
    salesTaxPercent,
  };
}

/**
 * What a form's typed estimate is refused for, by field (a down payment above the price with tax,
 * a term out of range...), as the server refuses it: the page and the form say it before a send.
 */
export const typedPaymentProblems = (
  values: Record<string, string>,
  price: number,
  salesTaxPercent: number,
) => paymentFieldErrors(estimatePayment(paymentInputsFrom(values, price, salesTaxPercent)));
