'use client';

import { VersionedSettingsForm } from '@/components/admin/versioned-settings-form';
import { KeptField } from '@/components/ui/kept-field';

import { saveHoldSettingsAction } from '../actions';

/** The manager's refundable deposit for holding a cart, and how many days a hold lasts. */
export function HoldSettingsForm({
  dollars,
  days,
  version,
}: {
  dollars: number;
  days: number;
  version: string;
}) {
  return (
    <VersionedSettingsForm action={saveHoldSettingsAction} version={version} what="the cart-hold settings">
      {(state) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <KeptField
            answer={state}
            id="hold-dollars"
            name="dollars"
            label="Refundable deposit to hold a cart (whole dollars)"
            initial={String(dollars)}
            required
          >
            {(control) => <input {...control} inputMode="numeric" />}
          </KeptField>
          <KeptField
            answer={state}
            id="hold-days"
            name="days"
            label="Days a paid hold keeps the cart"
            initial={String(days)}
            hint="1 to 30. Holds already paid keep their day."
            required
          >
            {(control) => <input {...control} inputMode="numeric" />}
          </KeptField>
        </div>
      )}
    </VersionedSettingsForm>
  );
}
