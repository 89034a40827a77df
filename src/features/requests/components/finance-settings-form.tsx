'use client';

import { Fragment, useActionState } from 'react';

import { ApplyMineAnyway } from '@/components/admin/apply-mine-anyway';
import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';
import { RefusalAlert } from '@/components/ui/refusal-alert';
import type { FinanceSettings } from '@/content/finance';
import { ChangedSince } from '@/features/inventory/components/office/changed-since';

import { saveFinanceSettingsForm, type FinanceSettingsState } from '../actions';
import { financeSettingLabels } from '../finance-settings-schema';

const fields: readonly { name: keyof FinanceSettings; hint: string; step: string }[] = [
  {
    name: 'salesTaxPercent',
    hint: 'Added to the price before the down payment. New Jersey: 6.625.',
    step: '0.001',
  },
  {
    name: 'defaultAprPercent',
    hint: 'The rate an estimate shows first; buyers can change it.',
    step: '0.01',
  },
  { name: 'defaultTermMonths', hint: 'From 24 to 84 months.', step: '1' },
  {
    name: 'defaultDownPercent',
    hint: 'Rounded to whole dollars.',
    step: '1',
  },
];

/**
 * The finance figures every vehicle page's payment estimate uses. It sends back the version and
 * figures it was opened with, so a save made after someone else's is refused with what they changed.
 */
export function FinanceSettingsForm({ current, version }: { current: FinanceSettings; version: string }) {
  const [state, action, pending] = useActionState<FinanceSettingsState, FormData>(
    saveFinanceSettingsForm,
    {},
  );
  return (
    <form action={action} noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="version" value={version} />
      {fields.map((spec) => (
        <input key={spec.name} type="hidden" name={`was.${spec.name}`} value={String(current[spec.name])} />
      ))}
      {state.conflict && (
        <RefusalAlert answer={state} className="sm:col-span-2">
          <h2 className="font-bold text-danger">
            Not saved: someone saved the finance settings after you opened this page.
          </h2>
          <ChangedSince changes={state.conflict.changes} />
          <p className="mt-3">Your figures are still in the form below.</p>
          <ApplyMineAnyway id="finance-override" currentVersion={state.conflict.currentVersion} />
        </RefusalAlert>
      )}
      <Fragment key={state.attempt ?? 0}>
        {fields.map((spec) => (
          <Field
            key={spec.name}
            id={`finance-${spec.name}`}
            name={spec.name}
            label={financeSettingLabels[spec.name]}
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
      </Fragment>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save finance settings'}
        </Button>
      </div>
    </form>
  );
}
