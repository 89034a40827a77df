'use client';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ContactFields } from '@/components/ui/contact-fields';
import { ChoiceOptions } from '@/components/ui/field';
import { KeptField } from '@/components/ui/kept-field';
import { KeptFields, type KeptFieldSpec } from '@/components/ui/kept-field';
import { RefusalAlert } from '@/components/ui/refusal-alert';
import { useScriptsRunning } from '@/components/ui/scripts-running';
import { useLandingAddress, useRefusableForm } from '@/components/ui/use-refusable-form';
import { usStates } from '@/content/us-states';
import { BookingProblems } from '@/features/bookings/components/booking-problems';
import { useDetailsKeptAcrossQuestion } from '@/features/bookings/components/use-details-kept';
import { useQuestionChanged } from '@/features/bookings/components/use-question-changed';

import { bookRentalAction, type BookingFormAction, type BookingFormState } from '../actions';
import { askAgainHref, availabilityControlId, type AvailabilityValues } from '../availability-query';
import type { AgreementSection } from '../rental-agreement';

const stateCodes = Object.keys(usStates) as (keyof typeof usStates)[];

/** Which driver a fieldset is for, as its legend and the ids of its fields say it. */
const driverTitle = (index: number) => (index === 0 ? 'Your driving licence' : `Additional driver ${index}`);

/**
 * One driver's licence, every field required. The first driver is the renter, whose browser may
 * fill in their own name and birthday; it has nothing to offer for anyone else.
 */
const driverFields = (index: number): readonly KeptFieldSpec[] => {
  const field = (key: string) => ({
    id: `booking-drivers-${index}-${key}`,
    name: `drivers.${index}.${key}`,
    required: true,
  });
  const renterOnly = (autoComplete: string) => (index === 0 ? autoComplete : 'off');
  return [
    {
      ...field('name'),
      label: 'Full name on the licence',
      className: 'sm:col-span-2',
      control: (control) => <input {...control} autoComplete={renterOnly('name')} />,
    },
    {
      ...field('dateOfBirth'),
      label: 'Date of birth',
      control: (control) => <input {...control} type="date" autoComplete={renterOnly('bday')} />,
    },
    {
      ...field('licenceNumber'),
      label: 'Licence number',
      control: (control) => <input {...control} autoComplete="off" autoCapitalize="characters" />,
    },
    {
      ...field('licenceState'),
      label: 'Issued by',
      initial: 'NJ',
      control: (control) => (
        <select {...control}>
          <ChoiceOptions choices={stateCodes} labels={usStates} />
        </select>
      ),
    },
    {
      ...field('licenceExpiry'),
      label: 'Licence expires',
      control: (control) => <input {...control} type="date" />,
    },
  ];
};

/** The form's own anchor: a post sent without JavaScript comes back scrolled to its answer. */
const bookingFormId = 'booking-form';

/** Why a booking was refused when the last free cart went to someone else while its form was filled in. */
const takenMeanwhile = 'Not booked: the last free cart for those dates was booked while you filled this in.';

/**
 * The booking's details: who rents, each driver's licence, and the agreement to read and sign.
 * The rental asked for travels in hidden fields (the server checks it all again), with a key
 * made when the page was drawn, so the same form sent twice books once. Works without
 * JavaScript; with it, a refusal is announced and focused and every field keeps what was typed.
 */
export function BookingForm({
  asked,
  drivers,
  agreement,
  submissionKey,
  mailed,
  payOnline,
}: {
  asked: AvailabilityValues;
  drivers: number;
  agreement: readonly AgreementSection[];
  submissionKey: string;
  /** Whether confirmations go out by e-mail (mail configured); otherwise the booking's page holds them. */
  mailed: boolean;
  /**
   * When payments are online (the page fills it in from src/features/payments): the action that
   * books and sends the renter to pay, and the policy's words on paying and the deposit, shown
   * before they agree.
   */
  payOnline?: {
    action: BookingFormAction;
    terms: readonly string[];
  };
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<BookingFormState>(
    payOnline?.action ?? bookRentalAction,
    {},
    useLandingAddress(bookingFormId),
  );
  const askChanged = useQuestionChanged();
  const scriptsRunning = useScriptsRunning();
  useDetailsKeptAcrossQuestion(bookingFormId, 'rental-booking-details');
  return (
    <form id={bookingFormId} action={formAction} onSubmit={onSubmit} noValidate className="grid gap-6">
      {Object.entries(asked).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="idempotencyKey" value={submissionKey} />
      <BookingProblems
        answer={state}
        headingId="booking-problems-heading"
        // A problem with the rental asked for (a time passed meanwhile) is at the question above.
        fieldIdOf={(field) => {
          const asking = field === 'pickupTime' ? 'time' : field;
          return Object.hasOwn(asked, asking)
            ? availabilityControlId(asking, asked.type)
            : `booking-${field.replaceAll('.', '-')}`;
        }}
      />
      {state.full && (
        <RefusalAlert answer={state}>
          <p className="font-bold text-danger">{takenMeanwhile}</p>
          <p className="mt-2">
            {/* The answer above was drawn before; asked again, it shows the dates and carts free now,
                and what was typed here waits for the next booking form. */}
            <a href={askAgainHref(asked)} data-keeps-details className="font-semibold underline">
              See the dates and carts free now
            </a>
            {/* Kept by the page's script (useDetailsKeptAcrossQuestion): promised only while it runs. */}
            {scriptsRunning && ': what you typed here is kept for the booking you choose'}.
          </p>
        </RefusalAlert>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-lg font-bold">You, the renter</legend>
        <ContactFields answer={state} idPrefix="booking" />
      </fieldset>
      {Array.from({ length: drivers }, (_, index) => (
        <fieldset key={index} className="grid gap-4 sm:grid-cols-2">
          <legend className="text-lg font-bold">{driverTitle(index)}</legend>
          <KeptFields answer={state} fields={driverFields(index)} />
        </fieldset>
      ))}
      <section
        aria-labelledby="agreement-heading"
        className="rounded-card border border-line bg-surface p-4 sm:p-5"
      >
        <h3 id="agreement-heading" className="text-lg font-bold">
          The rental agreement
        </h3>
        {/* Focusable, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
        {/* eslint-disable jsx-a11y/no-noninteractive-tabindex */}
        <div
          tabIndex={0}
          role="region"
          aria-label="Rental agreement text"
          className="mt-3 max-h-72 overflow-y-auto rounded-xl bg-white p-4 text-sm wrap-anywhere"
        >
          {agreement.map((section) => (
            <div key={section.heading} className="mb-4 last:mb-0">
              <h4 className="font-bold">{section.heading}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {section.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {/* eslint-enable jsx-a11y/no-noninteractive-tabindex */}
        <KeptField
          answer={state}
          id="booking-signature"
          name="signature"
          label="Sign by typing your full name"
          hint="As you entered it above. Your signature, the time and the agreement's version are kept with the booking."
          required
          className="mt-4"
        >
          {(control) => <input {...control} autoComplete="name" />}
        </KeptField>
        <CheckboxField
          key={`agree-${state.attempt ?? 0}`}
          id="booking-acceptAgreement"
          name="acceptAgreement"
          label="I agree to the rental agreement and the rental policy"
          defaultChecked={state.values?.acceptAgreement === 'on'}
          error={state.errors?.acceptAgreement?.[0]}
          className="mt-4"
        />
      </section>
      <div>
        {payOnline && (
          <div className="mb-4 grid gap-2 rounded-xl bg-brand-50 p-4 text-brand-900">
            {payOnline.terms.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {askChanged && (
          <p
            role="status"
            className="mb-4 rounded-xl border border-accent-400 bg-accent-50 p-4 font-semibold"
          >
            You changed the cart, dates or place above.{' '}
            <a href="#availability" className="underline">
              Check availability again
            </a>{' '}
            to book that instead: this form still holds the rental shown above it.
          </p>
        )}
        <Button type="submit" size="lg" disabled={pending || askChanged} className="w-full sm:w-auto">
          {pending ? 'Booking...' : payOnline ? 'Book, sign and pay' : 'Book and sign'}
        </Button>
        <p className="mt-2 text-sm text-muted">
          {payOnline ? "You pay on Stripe's secure page. " : 'The rent and the deposit are paid at pickup. '}
          {mailed
            ? 'The signed agreement and a calendar file then come by e-mail.'
            : 'Your booking’s own page then holds the signed agreement and a calendar file: keep its address.'}
        </p>
      </div>
    </form>
  );
}

/**
 * A booking sent without JavaScript and refused because the last free cart went meanwhile comes
 * back as the page drawn again, now fully booked, with no booking form to say why. This says it,
 * at the form's own anchor where that post lands, above what is free instead. It reads the same
 * action's answer as the form (the same action and landing address), so it draws nothing on a page
 * that answers no such post, and nothing with JavaScript, where the form itself keeps the answer.
 */
/**
 * Without JavaScript, a booking refused because the last cart went meanwhile comes back as the
 * page drawn fully booked: that post's answer, read where the page needs it (the refusal above the
 * other dates and carts, the waitlist form that keeps what was typed), by the booking form's action
 * and landing address, as React hands a post's answer to the hooks that name them.
 */
export function useTakenMeanwhile(
  action: BookingFormAction = bookRentalAction,
): BookingFormState | undefined {
  const { state } = useRefusableForm<BookingFormState>(action, {}, useLandingAddress(bookingFormId));
  return state.full ? state : undefined;
}

export function TakenMeanwhile({
  action = bookRentalAction,
  otherChoices,
}: {
  /** The booking form's action on this page: the online-payment one when payments are on. */
  action?: BookingFormAction;
  /** Whether other dates or carts are offered below; else only the waitlist or the phone is. */
  otherChoices: boolean;
}) {
  const state = useTakenMeanwhile(action);
  if (!state) return null;
  return (
    <div id={bookingFormId} className="mb-5 scroll-mt-24">
      <RefusalAlert answer={state}>
        <p className="font-bold text-danger">{takenMeanwhile}</p>
        <p className="mt-2">
          {otherChoices
            ? 'Other dates and carts that are free are below: choose one and book again.'
            : 'Nothing else near those dates is free: what you can do instead is below.'}
        </p>
      </RefusalAlert>
    </div>
  );
}
