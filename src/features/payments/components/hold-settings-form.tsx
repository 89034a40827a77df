'use client';

import { VersionedSettingsForm } from '@/components/admin/versioned-settings-form';
import { KeptField } from '@/components/ui/kept-field';

import { saveHoldSettingsAction } from '../actions';

/** The two figures of a hold, each a whole number typed on a number pad. */
const holdFields = [
  { name: 'dollars', label: 'Refundable deposit to hold a cart (whole dollars)' },
  {
    name: 'days',
    label: 'Days a paid hold keeps the cart',
    hint: '1 to 30. Holds already paid keep their day.',
  },
] as const;

/** The manager's refundable deposit for holding a cart, and how many days a hold lasts. */
export function HoldSettingsForm({
  version,
  ...figures
}: {
  dollars: number;
  days: number;
  version: string;
}) {
  return (
    <VersionedSettingsForm action={saveHoldSettingsAction} version={version} what="the cart-hold settings">
      {(state) => (
        <div className="grid gap-4 sm:grid-cols-2">
          {holdFields.map(({ name, ...field }) => (
            <KeptField
              key={name}
              answer={state}
              id={`hold-${name}`}
              name={name}
              initial={String(figures[name])}
              required
              {...field}
            >
              {(control) => <input {...control} inputMode="numeric" />}
            </KeptField>
          ))}
        </div>
      )}
    </VersionedSettingsForm>
  );
}
