'use client';

import { useActionState } from 'react';

import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';
import type { FinanceSettings } from '@/content/finance';

import { saveFinanceSettingsForm, type FinanceSettingsState } from '../actions';

const fields: readonly { name: keyof FinanceSettings; label: string; hint: string; step: string }[] = [
  {
    name: 'salesTaxPercent',
    label: 'Sales tax (%)',
    hint: 'Added to the price before the down payment. New Jersey: 6.625.',
    step: '0.001',
  },
  {
    name: 'defaultAprPercent',
    label: 'Starting APR (%)',
    hint: 'The rate an estimate shows first; buyers can change it.',
    step: '0.01',
  },
  { name: 'defaultTermMonths', label: 'Starting term (months)', hint: 'From 24 to 84 months.', step: '1' },
  {
    name: 'defaultDownPercent',
    label: 'Starting down payment (% of price)',
    hint: 'Rounded to whole dollars.',
    step: '1',
  },
];

/** The finance figures every vehicle page's payment estimate uses. */
export function FinanceSettingsForm({ current }: { current: FinanceSettings }) {
  const [state, action, pending] = useActionState<FinanceSettingsState, FormData>(
    saveFinanceSettingsForm,
    {},
  );
  return (
    <form action={action} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
      {fields.map((spec) => (
        <Field
          key={spec.name}
          id={`finance-${spec.name}`}
          name={spec.name}
          label={spec.label}
          hint={spec.hint}
          error={state.errors?.[spec.name]?.[0]}
          required
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="decimal"
              step={spec.step}
              required
              defaultValue={state.values?.[spec.name] ?? String(current[spec.name])}
              className={controlClass}
            />
          )}
        </Field>
      ))}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save finance settings'}
        </Button>
      </div>
    </form>
  );
}
