/** The inventory office's finance settings form: one schema for the form and the server action. */
import * as z from 'zod/mini';

import type { FinanceSettings } from '@/content/finance';

import { aprLimits, termLimits } from './payment-estimate';
import { parseTypedNumber } from './typed-number';

/** A figure of the settings; empty or not a number is told the same rule as one out of range. */
const percent = (label: string, min: number, max: number) => {
  const rule = `${label} must be a number from ${min} to ${max}`;
  return z.pipe(
    z.transform(parseTypedNumber),
    z
      .number({ error: rule })
      .check(z.refine((value) => Number.isFinite(value) && value >= min && value <= max, rule)),
  );
};

export const financeSettingsSchema = z.object({
  salesTaxPercent: percent('Sales tax', 0, 15),
  defaultAprPercent: percent('Starting APR', aprLimits.min, aprLimits.max),
  defaultTermMonths: percent('Starting term', termLimits.min, termLimits.max).check(
    z.refine((value) => Number.isInteger(value), 'Starting term must be a whole number of months'),
  ),
  defaultDownPercent: percent('Starting down payment', 0, 90),
});

export const financeSettingKeys = Object.keys(financeSettingsSchema.shape) as (keyof FinanceSettings)[];

/** Each setting as staff read it, in the form and in a refused save's account of a change. */
export const financeSettingLabels: Record<keyof FinanceSettings, string> = {
  salesTaxPercent: 'Sales tax (%)',
  defaultAprPercent: 'Starting APR (%)',
  defaultTermMonths: 'Starting term (months)',
  defaultDownPercent: 'Starting down payment (% of price)',
};
