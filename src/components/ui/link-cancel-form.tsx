'use client';

import type { FormState } from '@/lib/posted-form';

import { Button } from './button';
import { CheckboxField } from './checkbox-field';
import { RefusalMessages, refusalSentences } from './refusal-alert';
import { useRefusableForm } from './use-refusable-form';

/**
 * Cancelling a booking from the customer's own link (a rental, a service drop-off), once they tick
 * that they mean it: the reference and the link's key go with it, and `action` decides.
 */
export function LinkCancelForm({
  action,
  reference,
  bookingKey,
  confirmLabel,
}: {
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  reference: string;
  bookingKey: string;
  /** "Yes, cancel this booking". */
  confirmLabel: string;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(action, {});
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="key" value={bookingKey} />
      <CheckboxField
        key={state.attempt ?? 0}
        id="cancel-confirm"
        name="confirm"
        value="yes"
        label={confirmLabel}
        error={state.errors?.confirm?.[0]}
      />
      <Button type="submit" variant="secondary" disabled={pending} className="mt-4">
        {pending ? 'Cancelling...' : 'Cancel the booking'}
      </Button>
      <RefusalMessages
        answer={state}
        messages={refusalSentences(state.errors, { opening: 'Not cancelled.' })}
      />
    </form>
  );
}
