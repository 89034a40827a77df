'use client';

import { Fragment, useActionState } from 'react';

import { ApplyMineAnyway } from '@/components/admin/apply-mine-anyway';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RefusalAlert } from '@/components/ui/refusal-alert';
import { SpecField } from '@/components/ui/spec-field';
import { listInWords } from '@/content/list-in-words';

import { saveVehicle, type VehicleFormState } from '../../actions';
import { priceChangeLabel } from '../../price-change-limit';
import {
  vehicleFieldLabels,
  vehicleFieldNames,
  type VehicleFieldName,
  type VehicleFormValues,
} from '../../vehicle-form';
import { ChangedSince } from './changed-since';
import {
  brandSuggestions,
  driveSuggestions,
  suggestionListId,
  vehicleFormGroups,
  type SuggestionList,
  type VehicleFieldSpec,
} from './vehicle-form-fields';

/** A spec as this person is offered it: Status without "Archived" unless they may archive (or it is). */
function offeredTo(spec: VehicleFieldSpec, value: string, canArchive: boolean): VehicleFieldSpec {
  if (spec.name !== 'status' || canArchive || spec.control.kind !== 'select') return spec;
  const options = spec.control.options.filter(
    (option) => option.value === value || option.value !== 'archived',
  );
  return { ...spec, control: { ...spec.control, options } };
}

/**
 * Adds or edits a vehicle: every field of the record, checked on the server with the shared
 * schema. Works without JavaScript (a plain form post answered with the page and its messages);
 * with it, the list of problems is announced and focused.
 */
export function VehicleForm({
  vehicleId,
  version,
  initialValues,
  categories,
  submitLabel,
  canArchive,
  copiedFrom,
  readOnly = false,
}: {
  /** Set when editing; absent when adding. */
  vehicleId?: string;
  /** The cart a new one is a duplicate of: its price is held to that cart's, as a change would be. */
  copiedFrom?: string;
  /**
   * The record's version when the page was opened: a save made after someone else's keeps their
   * changes, and one that changes the same fields is refused, naming them.
   */
  version?: number;
  initialValues: VehicleFormValues;
  categories: readonly string[];
  submitLabel: string;
  /** Archiving is a manager's call; others are not offered it. */
  canArchive: boolean;
  /** Shown, not offered for a save: an archived cart is a manager's to change. */
  readOnly?: boolean;
}) {
  // The controls and the record they were drawn from are kept together: a page drawn again at a
  // newer version without making the form anew (a refresh after a photo upload, a colleague's
  // save) must not send the newer record as what this person opened, or their save would undo
  // the colleague's. After a refusal the answer carries both, as its post had them.
  const [state, action, pending] = useActionState<VehicleFormState, FormData>(saveVehicle, {
    values: initialValues,
    opened: version === undefined ? undefined : { version, values: initialValues },
  });
  // A refusal of the record as a whole ("no longer exists") heads the list; the rest are the fields'.
  const { form: [recordRefusal] = [], ...fieldErrors } = state.errors ?? {};
  const problems = Object.entries(fieldErrors).flatMap(([field, messages]) =>
    messages.map((message) => ({ field: field as VehicleFieldName, message })),
  );
  const refused = problems.length > 0 || recordRefusal !== undefined || state.conflict !== undefined;
  const { opened } = state;
  // "price and status": the fields both people changed, as the form labels them.
  const bothChanged = listInWords(
    (state.conflict?.bothChanged ?? []).map((field) => vehicleFieldLabels[field].toLowerCase()),
  );
  const suggestions: Record<SuggestionList, readonly string[]> = {
    brands: brandSuggestions,
    categories,
    drives: driveSuggestions,
  };

  return (
    <form action={action} noValidate className="mt-6 space-y-6">
      {vehicleId && <input type="hidden" name="id" value={vehicleId} />}
      {copiedFrom && <input type="hidden" name="copiedFrom" value={copiedFrom} />}
      {opened && <input type="hidden" name="version" value={opened.version} />}
      {/* The record as opened: what this person changed is what differs from it. */}
      {vehicleId &&
        opened?.values &&
        vehicleFieldNames.map((name) => (
          <input key={name} type="hidden" name={`was.${name}`} value={opened.values?.[name]} />
        ))}
      {refused && (
        <RefusalAlert answer={state} labelledBy="vehicle-problems-heading">
          <h2 id="vehicle-problems-heading" className="font-bold text-danger">
            {state.conflict
              ? `Not saved: someone changed ${bothChanged || 'this vehicle'} after you opened this page.`
              : (recordRefusal ??
                `The vehicle was not saved: ${problems.length === 1 ? 'one thing needs' : `${problems.length} things need`} fixing.`)}
          </h2>
          {state.conflict ? (
            <>
              <ChangedSince changes={state.conflict.changes} />
              <p className="mt-3">
                Your edits are still in the form below.{' '}
                {bothChanged
                  ? `Saving them anyway puts your ${bothChanged} in place of theirs; every other change they made stays.`
                  : 'Saving them anyway puts every field back to what the form shows, their changes included.'}
              </p>
              <ApplyMineAnyway id="vehicle-override" currentVersion={state.conflict.currentVersion} />
              <div className="mt-3 flex flex-wrap items-center gap-4">
                <Button type="submit" disabled={pending}>
                  {submitLabel}
                </Button>
                {/* A full load: the form is made again from the record as it is now. */}
                <a href={`/admin/inventory/${vehicleId}`} className="font-semibold text-brand-800 underline">
                  Discard mine and open the current version
                </a>
              </div>
            </>
          ) : (
            <>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {problems.map(({ field, message }) => (
                  <li key={`${field}:${message}`}>
                    <a href={`#vehicle-${field}`} className="font-semibold text-danger underline">
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
              {state.confirmPrice && (
                <CheckboxField
                  id="vehicle-confirm-price"
                  name="confirmPrice"
                  value={state.confirmPrice.to}
                  label={`Yes, change the price: ${priceChangeLabel(state.confirmPrice.from, state.confirmPrice.to, state.confirmPrice.withEarlierSteps)}`}
                  className="mt-3"
                />
              )}
            </>
          )}
        </RefusalAlert>
      )}
      <Fragment key={state.attempt ?? 0}>
        {vehicleFormGroups.map((group) => (
          <fieldset key={group.legend} className="card p-5 sm:p-6" disabled={readOnly}>
            <legend className="px-1 text-lg font-bold">{group.legend}</legend>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {group.fields.map((spec) => {
                const value = state.values?.[spec.name] ?? initialValues[spec.name];
                return (
                  <SpecField
                    key={spec.name}
                    spec={offeredTo(spec, value, canArchive)}
                    id={`vehicle-${spec.name}`}
                    value={value}
                    error={state.errors?.[spec.name]?.join(' ')}
                    wideClassName="sm:col-span-2 lg:col-span-3"
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </Fragment>
      {Object.entries(suggestions).map(([list, values]) => (
        <datalist key={list} id={suggestionListId(list as SuggestionList)}>
          {values.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ))}
      {!readOnly && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? 'Saving...' : submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
