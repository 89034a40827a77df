'use client';

import type { FormState } from '@/lib/posted-form';

import { Button } from './button';
import { CheckboxField } from './checkbox-field';
import { RefusalMessages, refusalSentences } from './refusal-alert';
import { useLandingAddress, useRefusableForm } from './use-refusable-form';

const cancelFormId = 'cancel-form';

/**
 * Cancelling a booking from the customer's own link (a rental, a service drop-off), once they tick
 * that they mean it: the reference and the link's key go with it, and `action` decides.
 */
export function LinkCancelForm({
  action,
  reference,
  bookingKey,
  confirmLabel,
  shown = {},
}: {
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  reference: string;
  bookingKey: string;
  /** "Yes, cancel this booking". */
  confirmLabel: string;
  /** What the page showed that the cancel is made at (a rental's refund), sent with it. */
  shown?: Readonly<Record<string, string>>;
}) {
  // Without JavaScript a refusal comes back at the form, its message in view, not at the page's top.
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(
    action,
    {},
    useLandingAddress(cancelFormId),
  );
  return (
    <form id={cancelFormId} action={formAction} onSubmit={onSubmit} noValidate className="scroll-mt-24">
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="key" value={bookingKey} />
      {Object.entries(shown).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
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
