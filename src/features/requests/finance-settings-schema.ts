/** The inventory office's finance settings form: one schema for the form and the server action. */
import * as z from 'zod/mini';

import type { FinanceSettings } from '@/content/finance';

import { aprLimits, termLimits } from './payment-estimate';
import { parseTypedNumber } from './typed-number';

const percent = (label: string, min: number, max: number) =>
  z.pipe(
    z.transform(parseTypedNumber),
    z
      .number()
      .check(
        z.refine(
          (value) => Number.isFinite(value) && value >= min && value <= max,
          `${label} must be a number from ${min} to ${max}`,
        ),
      ),
  );

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
