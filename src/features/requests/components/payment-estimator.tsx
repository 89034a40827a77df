'use client';

import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { formValues, useValuesTypedBeforeListening } from '@/components/ui/form-values';
import { Icon } from '@/components/ui/icon';
import { requestPagePaths } from '@/lib/request-kinds';

import {
  aprLimits,
  estimatePayment,
  termsOffered,
  type PaymentField,
  type PaymentInputs,
} from '../payment-estimate';
import { paymentInputsFrom } from './payment-estimate-lines';
import { PaymentEstimatePanel } from './payment-estimate-panel';

/**
 * The payment estimate of a vehicle page. The figure is drawn on the server from the dealer's
 * starting figures and follows every change with JavaScript; the form itself is a plain GET to
 * the pre-approval page, which works it out again from what was typed.
 */
export function PaymentEstimator({ vehicleId, start }: { vehicleId: string; start: PaymentInputs }) {
  const [values, setValues] = useState<Record<string, string>>({
    downPayment: String(start.downPayment),
    termMonths: String(start.termMonths),
    aprPercent: String(start.aprPercent),
  });
  const form = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeListening(form, setValues);
  const terms = termsOffered(start.termMonths);
  const inputs = paymentInputsFrom(values, start.price, start.salesTaxPercent);
  const checked = estimatePayment(inputs);
  // A figure that makes no estimate is marked, and its message stands under it, read with it.
  const problem = (field: PaymentField, id: string) => {
    const message = checked.ok ? undefined : checked.errors[field];
    return {
      control: message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {},
      message: message && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-danger">
          {message}
        </p>
      ),
    };
  };
  const down = problem('downPayment', 'estimate-down');
  const term = problem('termMonths', 'estimate-term');
  const apr = problem('aprPercent', 'estimate-apr');
  return (
    <form
      ref={form}
      method="get"
      // Lands on the pre-approval form, its first figure focused, as the trade-in link does.
      action={`${requestPagePaths.financing}#request-form`}
      // What the estimate takes, the pre-approval page takes and checks with the site's own
      // messages: the browser's step and range checks would refuse cents the figure was worked from.
      noValidate
      onInput={(event) => setValues(formValues(event.currentTarget))}
      className="grid gap-4"
    >
      <input type="hidden" name="vehicleId" value={vehicleId} />
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor="estimate-down" className="text-sm font-semibold text-ink">
            Down payment ($)
          </label>
          <input
            id="estimate-down"
            name="downPayment"
            type="number"
            // Decimal: a down payment may have cents, and a phone's number pad has no point otherwise.
            inputMode="decimal"
            min={0}
            step={1}
            defaultValue={values.downPayment}
            className={controlClass}
            {...down.control}
          />
          {down.message}
        </div>
        <div>
          <label htmlFor="estimate-term" className="text-sm font-semibold text-ink">
            Term
          </label>
          <select
            id="estimate-term"
            name="termMonths"
            defaultValue={values.termMonths}
            className={controlClass}
            {...term.control}
          >
            {terms.map((months) => (
              <option key={months} value={months}>
                {months} months
              </option>
            ))}
          </select>
          {term.message}
        </div>
        <div>
          <label htmlFor="estimate-apr" className="text-sm font-semibold text-ink">
            APR (%)
          </label>
          <input
            id="estimate-apr"
            name="aprPercent"
            type="number"
            inputMode="decimal"
            min={aprLimits.min}
            max={aprLimits.max}
            step={0.01}
            defaultValue={values.aprPercent}
            className={controlClass}
            {...apr.control}
          />
          {apr.message}
        </div>
      </div>
      <PaymentEstimatePanel id="vehicle-payment-estimate" title="Estimated payment" inputs={inputs} />
      <Button type="submit" className="justify-self-start">
        <Icon name="percent" className="size-4" />
        Get Pre-approved
      </Button>
    </form>
  );
}
