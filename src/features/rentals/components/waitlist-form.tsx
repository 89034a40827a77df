'use client';

import { Button } from '@/components/ui/button';
import { ContactFields } from '@/components/ui/contact-fields';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';

import { joinWaitlistAction, type BookingFormAction, type WaitlistFormState } from '../actions';
import type { AvailabilityValues } from '../availability-query';
import { useTakenMeanwhile } from './booking-form';

/**
 * "Tell me if one becomes free": the rental asked for, and who to tell. Offered after a booking
 * refused because the last cart went meanwhile (without JavaScript), it holds the details typed
 * into that booking until this form has an answer of its own.
 */
export function WaitlistForm({
  asked,
  bookingAction,
}: {
  asked: AvailabilityValues;
  /** The booking form's action on this page: the online-payment one when payments are on. */
  bookingAction?: BookingFormAction;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<WaitlistFormState>(
    joinWaitlistAction,
    {},
  );
  const refusedBooking = useTakenMeanwhile(bookingAction);
  const answer = state.values || !refusedBooking ? state : { values: refusedBooking.values };
  if (state.joined)
    return (
      <FocusOnArrival
        arrival={state}
        role="status"
        className="rounded-xl bg-brand-50 p-4 font-semibold text-brand-900"
      >
        You are on the waitlist. If a cart becomes free for these dates we e-mail you at once, in the order
        people joined.
      </FocusOnArrival>
    );
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      {Object.entries(asked).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ContactFields answer={answer} idPrefix="waitlist" />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Joining...' : 'Join the waitlist'}
        </Button>
        <RefusalMessages answer={state} messages={refusalSentences(state.errors)} />
      </div>
    </form>
  );
}
