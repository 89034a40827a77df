'use client';

import { type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival';
import { PhoneFold } from '@/components/ui/fold';
import { KeptField } from '@/components/ui/kept-field';
import { RefusalAlert } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';

import { bulkChangeAction, type BulkChangeState } from '../../actions';
import { statusActionLabels, vehicleStatuses } from '../../vehicle';

/**
 * "With the selected carts": the staff list's rows carry a tick box each (the table is this
 * form's child), and one status or one price change applies to all of them, or to none when one
 * of them cannot take it. A price change is shown cart by cart first, and applied only from that
 * preview. Works without JavaScript (the preview carries the carts it shows, since the refused or
 * previewed page comes back unticked); with it, every tick and choice stays, and a refusal or a
 * preview is announced and focused.
 */
export function BulkChangeForm({
  listQuery,
  canArchive,
  limitPercent,
  children,
}: {
  listQuery: string;
  /** Archiving is a manager's call; others are not offered it. */
  canArchive: boolean;
  /** The share this person may move a price by; undefined for a manager, who may go further. */
  limitPercent: number | undefined;
  children: ReactNode;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<BulkChangeState>(bulkChangeAction, {});
  const preview = state.preview;
  return (
    <form action={formAction} onSubmit={onSubmit}>
      <input type="hidden" name="listQuery" value={listQuery} />
      {/* Folded on a phone, so the list starts on the first screen (globals.css, .phone-fold). */}
      <PhoneFold summary="Change the ticked carts" className="mt-3 md:mt-6">
        <fieldset className="mt-3 grid gap-4 card p-5 md:mt-0 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <legend className="sr-only">Change the ticked carts</legend>
          <KeptField answer={state} id="bulk-change" name="change" label="With the ticked carts">
            {(control) => (
              <select {...control}>
                <option value="" disabled>
                  Choose a change
                </option>
                {vehicleStatuses
                  .filter((status) => canArchive || status !== 'archived')
                  .map((status) => (
                    <option key={status} value={`status:${status}`}>
                      {statusActionLabels[status]}
                    </option>
                  ))}
                <option value="price">Change the price by…</option>
              </select>
            )}
          </KeptField>
          <KeptField
            answer={state}
            id="bulk-by-dollars"
            name="byDollars"
            label="Price change in dollars"
            hint={`-500 lowers each price by $500, a sale price with it. You see every new price before it is applied${
              limitPercent === undefined ? '' : `; a change of more than ${limitPercent}% is a manager's`
            }.`}
          >
            {(control) => <input {...control} inputMode="numeric" />}
          </KeptField>
          <Button type="submit" variant="secondary" disabled={pending} className="sm:mt-7">
            {pending ? 'Working...' : 'Apply to ticked carts'}
          </Button>
        </fieldset>
      </PhoneFold>
      {state.errors?.form && (
        <RefusalAlert answer={state} className="mt-4">
          <p className="font-bold text-danger">Nothing was changed:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {state.errors.form.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </RefusalAlert>
      )}
      {preview && (
        <FocusOnArrival
          arrival={state}
          role="region"
          labelledBy="bulk-preview-heading"
          className="mt-4 rounded-card border border-brand-700 bg-brand-50 p-5"
        >
          <h2 id="bulk-preview-heading" className="text-lg font-bold">
            Check the new prices: nothing has changed yet
          </h2>
          <ul className="mt-2 space-y-1">
            {preview.rows.map((row) => (
              <li key={row.id}>
                <span className="font-semibold">{row.name}</span>: {row.change}
                <input type="hidden" name="previewed" value={`${row.id}:${row.version}`} />
              </li>
            ))}
          </ul>
          <Button
            type="submit"
            name="confirmByDollars"
            value={String(preview.byDollars)}
            disabled={pending}
            className="mt-4"
          >
            {preview.rows.length === 1 ? 'Apply this price' : `Apply these ${preview.rows.length} prices`}
          </Button>
        </FocusOnArrival>
      )}
      {children}
    </form>
  );
}
