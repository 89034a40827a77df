'use client';

import { Fragment } from 'react';

import { Button } from '@/components/ui/button';
import { ContactFields } from '@/components/ui/contact-fields';
import { KeptField, KeptCheckbox } from '@/components/ui/kept-field';
import { RefusalAlert } from '@/components/ui/refusal-alert';
import { useLandingAddress, useRefusableForm } from '@/components/ui/use-refusable-form';
import { BookingProblems } from '@/features/bookings/components/booking-problems';
import { useDetailsKeptAcrossQuestion } from '@/features/bookings/components/use-details-kept';
import { useQuestionChanged } from '@/features/bookings/components/use-question-changed';
import { formatRequestDate } from '@/features/requests/request-dates';

import { bookServiceAction, type ServiceBookingFormState } from '../actions';
import type { SlotDay } from '../service-shop';
import { KeptInputs, type KeptInputSpec } from './kept-inputs';

/** The ids of the form's fields, as its refusal's links point at them. */
const fieldId = (field: string) => `service-${field.replaceAll('.', '-')}`;

/** The cart, as the customer knows it; the browser has nothing to fill in for it. */
const cartFields: readonly KeptInputSpec[] = [
  { name: 'cart.brand', label: 'Brand', required: true, input: { autoComplete: 'off' } },
  { name: 'cart.model', label: 'Model', required: true, input: { autoComplete: 'off' } },
  {
    name: 'cart.year',
    label: 'Model year',
    required: true,
    input: { type: 'number', inputMode: 'numeric', min: 1950, autoComplete: 'off' },
  },
  { name: 'cart.serial', label: 'Serial number (if you know it)', input: { autoComplete: 'off' } },
];

/**
 * Steps two to four: the day and window (only those with room for the job), the customer, and
 * the cart. The job travels in a hidden field (the server checks it all again), with a key made
 * when the page was drawn, so the same form sent twice books once. Works without JavaScript; with
 * it, a refusal is announced and focused and every field keeps what was typed.
 */
export function ServiceBookingForm({
  job,
  jobName,
  days,
  submissionKey,
  textsOffered,
  later,
  earlier,
}: {
  /** The next week's days, when they have room: a link and its words. */
  later?: { href: string; label: string };
  /** The week before, after "Later dates" was followed. */
  earlier?: { href: string; label: string };
  job: string;
  /**
   * The job's name, said where the form is sent: without JavaScript a job chosen above and not
   * asked for again is not noticed, and the form books the one it was drawn for.
   */
  jobName: string;
  days: readonly SlotDay[];
  submissionKey: string;
  textsOffered: boolean;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<ServiceBookingFormState>(
    bookServiceAction,
    {},
    // Without JavaScript the post comes back scrolled to the form, its answer at the top.
    useLandingAddress(fieldId('form')),
  );
  const slotError = state.errors?.slot?.[0];
  const jobChanged = useQuestionChanged();
  useDetailsKeptAcrossQuestion(fieldId('form'), 'service-booking-details');
  return (
    <form id={fieldId('form')} action={formAction} onSubmit={onSubmit} noValidate className="grid gap-6">
      <input type="hidden" name="job" value={job} />
      <input type="hidden" name="idempotencyKey" value={submissionKey} />
      <BookingProblems
        answer={state}
        headingId="service-problems-heading"
        fieldIdOf={(field) => fieldId(field === 'job' ? 'slot' : field)}
      />
      {state.full && (
        <RefusalAlert answer={state}>
          <p className="font-bold text-danger">Not booked: {state.full.message}</p>
          <p className="mt-2">Choose another drop-off below; what you typed is kept.</p>
        </RefusalAlert>
      )}
      {jobChanged && (
        <p role="status" className="rounded-xl border border-accent-400 bg-accent-50 p-4 font-semibold">
          You chose another job above. Press “Show free drop-off times” to see its days and book it: the days
          below are for the job you checked first.
        </p>
      )}
      <fieldset
        id={fieldId('slot')}
        tabIndex={-1}
        aria-describedby={slotError ? 'service-slot-error' : undefined}
      >
        <legend className="text-lg font-bold">Drop-off day and window</legend>
        <p className="mt-1 text-sm text-muted">Only days and windows with room for {jobName} are shown.</p>
        {slotError && (
          <p id="service-slot-error" className="mt-1.5 text-sm font-semibold text-danger">
            {slotError}
          </p>
        )}
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {days.map((day) => (
            <fieldset key={day.date} className="rounded-xl border border-line bg-white p-3">
              <legend className="px-1 font-semibold">{formatRequestDate(day.date)}</legend>
              <div className="flex flex-wrap gap-2">
                {day.windows.map((window) => {
                  const value = `${day.date}|${window.id}`;
                  const id = `slot-${day.date}-${window.id}`;
                  return (
                    <Fragment key={`${value}:${state.attempt ?? 0}`}>
                      <label
                        htmlFor={id}
                        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-2.5 py-1.5 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                      >
                        <input
                          id={id}
                          type="radio"
                          name="slot"
                          value={value}
                          defaultChecked={state.values?.slot === value}
                          aria-describedby={slotError ? 'service-slot-error' : undefined}
                          className="size-5 shrink-0 accent-brand-700"
                        />
                        <span className="leading-tight">
                          {window.label}
                          <span className="block text-xs text-muted">
                            {window.free === 1 ? 'last place' : `${window.free} places`}
                          </span>
                        </span>
                      </label>
                    </Fragment>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
        {(earlier ?? later) && (
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {[earlier, later].map(
              (week) =>
                week && (
                  <a
                    key={week.href}
                    href={week.href}
                    data-keeps-details
                    className="font-semibold text-brand-800 underline"
                  >
                    {week.label}
                  </a>
                ),
            )}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-lg font-bold">You</legend>
        <ContactFields answer={state} idPrefix="service" />
        {textsOffered && (
          <KeptCheckbox
            answer={state}
            id={fieldId('smsOptIn')}
            name="smsOptIn"
            label="Text me at each step as well"
            hint="A text when the cart is checked in, waiting for your approval, ready and so on. Reply STOP to stop them."
            className="sm:col-span-2"
          />
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-lg font-bold">The cart</legend>
        <KeptInputs answer={state} fields={cartFields} idOf={fieldId} />
        <KeptField
          answer={state}
          id={fieldId('notes')}
          name="notes"
          label="Anything we should know? (optional)"
          className="sm:col-span-2"
        >
          {(control) => <textarea {...control} rows={3} />}
        </KeptField>
      </fieldset>
      <div>
        <p className="mb-3 font-semibold">You are booking: {jobName}.</p>
        <Button type="submit" size="lg" disabled={pending || jobChanged} className="w-full sm:w-auto">
          {pending ? 'Booking...' : 'Book this drop-off'}
        </Button>
        <p className="mt-2 text-sm text-muted">
          Confirmed at once with a reference, the time it is promised ready, a calendar file and your own link
          to view or cancel it.
        </p>
      </div>
    </form>
  );
}
