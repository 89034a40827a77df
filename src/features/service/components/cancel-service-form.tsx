'use client';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RefusalMessages } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';

import { cancelServiceAction, type LinkFormState } from '../actions';

/** Cancel, once the customer ticks that they mean it; only before the cart is checked in. */
export function CancelServiceForm({ reference, bookingKey }: { reference: string; bookingKey: string }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<LinkFormState>(cancelServiceAction, {});
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="key" value={bookingKey} />
      <CheckboxField
        key={state.attempt ?? 0}
        id="cancel-confirm"
        name="confirm"
        value="yes"
        label="Yes, cancel this drop-off"
        error={state.errors?.confirm?.[0]}
      />
      <Button type="submit" variant="secondary" disabled={pending} className="mt-4">
        {pending ? 'Cancelling...' : 'Cancel the booking'}
      </Button>
      <RefusalMessages answer={state} messages={state.errors?.form ?? []} />
    </form>
  );
}
