'use client';

import { startTransition, useActionState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';
import { RefusalAlert } from '@/components/ui/refusal-alert';

import { bulkChangeAction, type BulkChangeState } from '../../actions';
import { vehicleStatuses } from '../../vehicle';
import { statusActionLabels } from './status-actions';

/**
 * "With the selected carts": the staff list's rows carry a tick box each (the table is this
 * form's child), and one status or one price change applies to all of them, or to none when one
 * of them cannot take it. Works without JavaScript; with it, a refusal is announced and focused
 * and every tick and choice stays (without it, the refused page comes back unticked).
 */
export function BulkChangeForm({
  listQuery,
  canArchive,
  children,
}: {
  listQuery: string;
  /** Archiving is a manager's call; others are not offered it. */
  canArchive: boolean;
  children: ReactNode;
}) {
  const [state, action, pending] = useActionState<BulkChangeState, FormData>(bulkChangeAction, {});
  return (
    <form
      action={action}
      // Sent by hand, not as a form action, so React does not reset the form after a refusal:
      // the ticks, the change and the amount stay as they were. Without JavaScript the form posts.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => action(data));
      }}
    >
      <input type="hidden" name="listQuery" value={listQuery} />
      {/* Folded on a phone, so the list starts on the first screen (globals.css, .phone-fold). */}
      <details className="phone-fold group mt-3 md:mt-6">
        <summary>
          Change the ticked carts
          <span aria-hidden="true" className="text-lg leading-none transition-transform group-open:rotate-45">
            +
          </span>
        </summary>
        <fieldset className="mt-3 grid gap-4 card p-5 md:mt-0 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <legend className="sr-only">Change the ticked carts</legend>
          <Field id="bulk-change" name="change" label="With the ticked carts">
            {(control) => (
              <select {...control} defaultValue="" className={controlClass}>
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
          </Field>
          <Field
            id="bulk-by-dollars"
            name="byDollars"
            label="Price change in dollars"
            hint="For a price change: -500 lowers each price by $500."
          >
            {(control) => <input {...control} inputMode="numeric" className={controlClass} />}
          </Field>
          <Button type="submit" variant="secondary" disabled={pending} className="sm:mt-7">
            {pending ? 'Applying...' : 'Apply to ticked carts'}
          </Button>
        </fieldset>
      </details>
      {state.problems && (
        <RefusalAlert answer={state} className="mt-4">
          <p className="font-bold text-danger">Nothing was changed:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {state.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </RefusalAlert>
      )}
      {children}
    </form>
  );
}
