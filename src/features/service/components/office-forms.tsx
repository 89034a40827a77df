'use client';

import { useId, type ReactNode } from 'react';

import { ApplyMineAnyway } from '@/components/admin/apply-mine-anyway';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ChoiceOptions } from '@/components/ui/field';
import { KeptField, KeptCheckbox } from '@/components/ui/kept-field';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import { lastBookableDate } from '@/features/requests/request-dates';
import { formatDateTime } from '@/lib/format-date';
import { listSeparator } from '@/lib/posted-form';

import {
  addEstimateLineAction,
  changeJobStatusAction,
  removeExceptionAction,
  saveJobTypeAction,
  saveWeekdayHoursAction,
  saveWindowAction,
  sendEstimateAction,
  setExceptionAction,
  staffBookServiceAction,
  staffCancelServiceAction,
  type OfficeFormState,
} from '../office-actions';
import { weekdayNames } from '../office-schemas';
import { estimateLineKindLabels, estimateLineKinds } from '../service-booking';
import {
  jobStatusLabels,
  statusMoves,
  type JobStatus,
  type JobType,
  type ServiceWindow,
} from '../service-shop';
import { KeptInputs, type KeptInputSpec } from './kept-inputs';

/**
 * The service office's forms. Each posts to its server action and works without JavaScript;
 * with it, a refusal is announced and focused, every control keeps what was sent, and a change
 * from a page opened before someone else's says what they did, with "Apply mine anyway".
 */
function OfficeForm({
  action,
  submitLabel,
  hidden = {},
  className = '',
  children,
}: {
  action: (previous: OfficeFormState, formData: FormData) => Promise<OfficeFormState>;
  submitLabel: string;
  hidden?: Record<string, string | number>;
  className?: string;
  children?: (state: OfficeFormState) => ReactNode;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<OfficeFormState>(action, {});
  const applyId = useId();
  const staleMessage = 'Not saved: someone changed this after you opened the page.';
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={className}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children?.(state)}
      <div>
        <Button type="submit" size="sm" disabled={pending} className="mt-3">
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
      <RefusalMessages
        answer={state}
        messages={refusalSentences(state.errors, { more: state.stale ? [staleMessage] : [] })}
      >
        {state.stale?.events && state.stale.events.length > 0 && (
          <ul className="mt-2 text-sm">
            {state.stale.events.map((event) => (
              <li key={event.at}>
                {jobStatusLabels[event.status]}: {event.by}, {formatDateTime(event.at)}
              </li>
            ))}
          </ul>
        )}
        {state.stale?.differences && state.stale.differences.length > 0 && (
          <>
            <p className="mt-2 text-sm font-semibold">As it is now, where it differs from yours:</p>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {state.stale.differences.map((difference) => (
                <li key={difference}>{difference}</li>
              ))}
            </ul>
          </>
        )}
        {state.stale && <ApplyMineAnyway id={applyId} currentVersion={state.stale.currentVersion} />}
        {state.replace && (
          <CheckboxField
            key={state.attempt}
            id={applyId}
            name="replaces"
            value={state.replace.id}
            defaultChecked={state.values?.replaces === state.replace.id}
            label="Replace it with mine"
            className="mt-3"
          />
        )}
      </RefusalMessages>
    </form>
  );
}

export function JobStatusForm({
  id,
  reference,
  version,
  status,
  back,
}: {
  id: string;
  reference: string;
  version: number;
  status: JobStatus;
  back: string;
}) {
  if (statusMoves[status].length === 0) return null;
  return (
    <OfficeForm action={changeJobStatusAction} submitLabel="Set status" hidden={{ id, version, back }}>
      {(state) => (
        <KeptField
          answer={state}
          id={`status-${id}`}
          name="status"
          label={`New status for ${reference}`}
          initial={statusMoves[status][0]}
        >
          {(control) => (
            <select {...control}>
              <ChoiceOptions choices={statusMoves[status]} labels={jobStatusLabels} />
            </select>
          )}
        </KeptField>
      )}
    </OfficeForm>
  );
}

/** A line of an estimate, after its kind: labour is priced from its hours unless a price is given. */
const estimateLineFields: readonly KeptInputSpec[] = [
  { name: 'description', label: 'Description', required: true },
  { name: 'hours', label: 'Hours (labour)', hint: 'e.g. 1.5', input: { inputMode: 'decimal' } },
  {
    name: 'price',
    label: 'Price ($)',
    hint: 'Labour left empty is priced at the labour rate',
    input: { inputMode: 'decimal' },
  },
];

export function EstimateLineForm({ id }: { id: string }) {
  return (
    <OfficeForm
      action={addEstimateLineAction}
      submitLabel="Add the line"
      hidden={{ id }}
      className="grid gap-3"
    >
      {(state) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <KeptField answer={state} id="line-kind" name="kind" label="Kind" initial="labour" required>
            {(control) => (
              <select {...control}>
                <ChoiceOptions choices={estimateLineKinds} labels={estimateLineKindLabels} />
              </select>
            )}
          </KeptField>
          <KeptInputs answer={state} fields={estimateLineFields} idOf={(name) => `line-${name}`} />
        </div>
      )}
    </OfficeForm>
  );
}

export function SendEstimateForm({ id, version, summary }: { id: string; version: number; summary: string }) {
  return (
    <OfficeForm
      action={sendEstimateAction}
      submitLabel={`Send to the customer: ${summary}`}
      hidden={{ id, version }}
    />
  );
}

/** Cancels a drop-off a customer asked for by phone; shown while the cart is not yet in. */
export function StaffCancelForm({ id }: { id: string }) {
  return (
    <OfficeForm action={staffCancelServiceAction} submitLabel="Cancel the booking" hidden={{ id }}>
      {(state) => (
        <CheckboxField
          key={state.attempt ?? 0}
          id={`cancel-${id}`}
          name="confirm"
          value="yes"
          label="The customer asked to cancel: free the window and tell them"
          error={state.errors?.confirm?.[0]}
        />
      )}
    </OfficeForm>
  );
}

/** A caller's field's id: its name with the dots as dashes (cart.brand is book-cart-brand). */
const bookingFieldId = (name: string) => `book-${name.replaceAll('.', '-')}`;

/** The caller and their cart, as they say them on the phone. */
const callerFields: readonly KeptInputSpec[] = [
  { name: 'firstName', label: 'First name', required: true },
  { name: 'lastName', label: 'Last name', required: true },
  { name: 'email', label: 'E-mail', required: true, input: { type: 'email' } },
  { name: 'phone', label: 'Phone', required: true, input: { type: 'tel' } },
  { name: 'cart.brand', label: 'Cart brand', required: true },
  { name: 'cart.model', label: 'Cart model', required: true },
  { name: 'cart.year', label: 'Model year', required: true, input: { inputMode: 'numeric' } },
  { name: 'cart.serial', label: 'Serial (if known)' },
];

/** A booking for a caller: the job, the day and window, the customer and the cart; past capacity only with a reason. */
export function StaffBookingForm({
  jobs,
  windows,
  today,
  submissionKey,
  textsOffered,
}: {
  jobs: readonly JobType[];
  windows: readonly ServiceWindow[];
  today: string;
  submissionKey: string;
  /** Whether texts are configured (Twilio), so the caller can be opted in. */
  textsOffered: boolean;
}) {
  return (
    <OfficeForm
      action={staffBookServiceAction}
      submitLabel="Book the drop-off"
      hidden={{ idempotencyKey: submissionKey }}
      className="grid gap-4"
    >
      {(state) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <KeptField answer={state} id="book-job" name="job" label="Job" required>
            {(control) => (
              <select {...control}>
                <ChoiceOptions
                  empty="Choose…"
                  choices={jobs.map((job) => job.id)}
                  labels={Object.fromEntries(jobs.map((job) => [job.id, job.name]))}
                />
              </select>
            )}
          </KeptField>
          <KeptField answer={state} id="book-date" name="date" label="Drop-off day" required>
            {(control) => <input {...control} type="date" min={today} />}
          </KeptField>
          <KeptField answer={state} id="book-window" name="window" label="Window" required>
            {(control) => (
              <select {...control}>
                <ChoiceOptions
                  empty="Choose…"
                  choices={windows.map((window) => window.id)}
                  labels={Object.fromEntries(
                    windows.map((window) => [
                      window.id,
                      `${window.label} (${window.weekdays.map((day) => weekdayNames[day]!.slice(0, 3)).join(', ')})`,
                    ]),
                  )}
                />
              </select>
            )}
          </KeptField>
          <KeptInputs answer={state} fields={callerFields} idOf={bookingFieldId} />
          <KeptField
            answer={state}
            id="book-notes"
            name="notes"
            label="What the caller said about the cart (optional)"
            className="sm:col-span-2"
          >
            {(control) => <textarea {...control} rows={3} />}
          </KeptField>
          {textsOffered && (
            <KeptCheckbox
              answer={state}
              id="book-smsOptIn"
              name="smsOptIn"
              label="The caller wants a text at each step"
              hint="Only when they agreed on the phone; they can reply STOP at any time."
              className="sm:col-span-2"
            />
          )}
          <KeptCheckbox
            answer={state}
            id="book-overCapacity"
            name="overCapacity"
            label="Book past capacity"
            hint="Only when the day or window is full and the job must go in anyway: the dashboard shows it."
            className="sm:col-span-2"
          />
          <KeptField
            answer={state}
            id="book-reason"
            name="reason"
            label="Why (when booking past capacity)"
            className="sm:col-span-2"
          >
            {(control) => <input {...control} />}
          </KeptField>
        </div>
      )}
    </OfficeForm>
  );
}

const hoursOf = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
const dollarsOf = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

export function JobTypeForm({ job }: { job?: JobType }) {
  const key = job?.id ?? 'new';
  return (
    <OfficeForm
      action={saveJobTypeAction}
      submitLabel={job ? 'Save' : 'Add the job type'}
      hidden={{ id: job?.id ?? '', version: job?.version ?? '' }}
    >
      {(state) => (
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <KeptInputs
            answer={state}
            fields={[
              { name: 'name', label: 'Name', initial: job?.name, required: true },
              {
                name: 'hours',
                label: 'Standard hours',
                initial: job ? hoursOf(job.minutes) : '',
                required: true,
                input: { inputMode: 'decimal' },
              },
              {
                name: 'price',
                label: 'Price ($)',
                hint: 'Empty: quoted per job',
                initial: job ? dollarsOf(job.priceCents) : '',
                input: { inputMode: 'decimal' },
              },
            ]}
            idOf={(name) => `job-${key}-${name}`}
          />
          <KeptCheckbox
            answer={state}
            id={`job-${key}-from`}
            name="priceFrom"
            label="A “from” price"
            initial={job?.priceFrom ?? true}
          />
          {job && (
            <KeptCheckbox
              answer={state}
              id={`job-${key}-active`}
              name="active"
              label="Customers can book it"
              initial={job.active}
            />
          )}
        </div>
      )}
    </OfficeForm>
  );
}

export function WeekdayHoursForm({ minutes, version }: { minutes: readonly number[]; version: number }) {
  return (
    <OfficeForm action={saveWeekdayHoursAction} submitLabel="Save the hours" hidden={{ version }}>
      {(state) => (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          <KeptInputs
            answer={state}
            fields={weekdayNames.map((name, day) => ({
              name: `day${day}`,
              label: name,
              initial: hoursOf(minutes[day] ?? 0),
              required: true,
              input: { inputMode: 'decimal' },
            }))}
            idOf={(name) => `hours-${name}`}
          />
        </div>
      )}
    </OfficeForm>
  );
}

/**
 * A window's saved days that have no technician hours: it is never offered on them, and nothing
 * else on the page would say so.
 */
function UnofferedDays({
  window,
  closedWeekdays,
}: {
  window: ServiceWindow;
  closedWeekdays: readonly number[];
}) {
  const days = window.active ? window.weekdays.filter((day) => closedWeekdays.includes(day)) : [];
  if (days.length === 0) return null;
  const names = new Intl.ListFormat('en-US').format(days.map((day) => `${weekdayNames[day]}s`));
  return (
    <p className="mb-3 rounded-xl border border-accent-500 bg-accent-50 p-3 font-semibold">
      Not offered on {names}: they have no technician hours (only a day given hours by an exception takes
      drop-offs). Give them hours above, or untick them here.
    </p>
  );
}

/** A drop-off window's form; `closedWeekdays` are the weekdays with no technician hours. */
export function WindowForm({
  window,
  closedWeekdays = [],
}: {
  window?: ServiceWindow;
  closedWeekdays?: readonly number[];
}) {
  const key = window?.id ?? 'new';
  return (
    <>
      {window && <UnofferedDays window={window} closedWeekdays={closedWeekdays} />}
      <OfficeForm
        action={saveWindowAction}
        submitLabel={window ? 'Save' : 'Add the window'}
        hidden={{ id: window?.id ?? '', version: window?.version ?? '' }}
      >
        {(state) => {
          const ticked = state.values
            ? (state.values.weekdays?.split(listSeparator) ?? [])
            : (window?.weekdays ?? []).map(String);
          return (
            <div className="grid gap-3 sm:grid-cols-4">
              <KeptInputs
                answer={state}
                fields={[
                  { name: 'label', label: 'Label', initial: window?.label, required: true },
                  {
                    name: 'startsAt',
                    label: 'From',
                    initial: window?.startsAt,
                    required: true,
                    input: { type: 'time' },
                  },
                  {
                    name: 'endsAt',
                    label: 'To',
                    initial: window?.endsAt,
                    required: true,
                    input: { type: 'time' },
                  },
                  {
                    name: 'maxCarts',
                    label: 'Carts it takes',
                    initial: window ? String(window.maxCarts) : '',
                    required: true,
                    input: { inputMode: 'numeric' },
                  },
                ]}
                idOf={(name) => `window-${key}-${name}`}
              />
              <fieldset
                className="sm:col-span-4"
                key={`days-${state.attempt ?? 0}`}
                aria-describedby={state.errors?.weekdays ? `window-${key}-days-error` : undefined}
              >
                <legend className="text-sm font-semibold">Days it runs</legend>
                <div className="mt-1 flex flex-wrap gap-x-4">
                  {weekdayNames.map((name, day) => (
                    <label
                      key={name}
                      htmlFor={`window-${key}-day${day}`}
                      className="flex min-h-11 items-center gap-2"
                    >
                      <input
                        id={`window-${key}-day${day}`}
                        type="checkbox"
                        name="weekdays"
                        value={day}
                        defaultChecked={ticked.includes(String(day))}
                        className="size-5 accent-brand-700"
                      />
                      {name.slice(0, 3)}
                    </label>
                  ))}
                </div>
                {state.errors?.weekdays && (
                  <p id={`window-${key}-days-error`} className="text-sm font-semibold text-danger">
                    {state.errors.weekdays[0]}
                  </p>
                )}
              </fieldset>
              {window && (
                <KeptCheckbox
                  answer={state}
                  id={`window-${key}-active`}
                  name="active"
                  label="Taking drop-offs"
                  initial={window.active}
                  className="sm:col-span-4"
                />
              )}
            </div>
          );
        }}
      </OfficeForm>
    </>
  );
}

export function ExceptionForm({ today }: { today: string }) {
  return (
    <OfficeForm action={setExceptionAction} submitLabel="Save the exception">
      {(state) => (
        <div className="grid gap-3 sm:grid-cols-3">
          <KeptInputs
            answer={state}
            fields={[
              {
                name: 'date',
                label: 'Day',
                required: true,
                input: { type: 'date', min: today, max: lastBookableDate(today) },
              },
              {
                name: 'hours',
                label: 'Technician hours that day',
                hint: '0 for a holiday',
                required: true,
                input: { inputMode: 'decimal' },
              },
              { name: 'reason', label: 'Why', required: true },
            ]}
            idOf={(name) => `exception-${name}`}
          />
        </div>
      )}
    </OfficeForm>
  );
}

export function RemoveExceptionForm({ id }: { id: string }) {
  return <OfficeForm action={removeExceptionAction} submitLabel="Remove" hidden={{ id }} />;
}
