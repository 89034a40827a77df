'use client';

import { VersionedSettingsForm } from '@/components/admin/versioned-settings-form';
import { KeptField } from '@/components/ui/kept-field';

import { savePriceLimitAction } from '../../actions';

/** The share anyone may move a cart's price by; beyond it, the change is a manager's. */
export function PriceLimitForm({ percent, version }: { percent: number; version: string }) {
  return (
    <VersionedSettingsForm action={savePriceLimitAction} version={version} what="the price-change limit">
      {(state) => (
        <KeptField
          answer={state}
          id="price-limit-percent"
          name="percent"
          label="Largest price change without a manager (%)"
          hint="Staff who are not managers cannot move a price, or a sale price, by more than this share in one change; a manager confirms such a change before it is saved."
          initial={String(percent)}
          className="max-w-xs"
        >
          {(control) => <input {...control} inputMode="numeric" />}
        </KeptField>
      )}
    </VersionedSettingsForm>
  );
}
