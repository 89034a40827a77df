'use client';

import { Button } from '@/components/ui/button';
import { ContactFields } from '@/components/ui/contact-fields';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import type { FormState } from '@/lib/posted-form';

import { holdCartAction } from '../actions';

/** The buyer's details for a hold; the deposit is paid next, on Stripe's page. */
export function HoldCartForm({ vehicleId, deposit }: { vehicleId: string; deposit: string }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(holdCartAction, {});
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="vehicleId" value={vehicleId} />
      <ContactFields answer={state} idPrefix="hold" />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Holding...' : `Pay the ${deposit} deposit and hold it`}
        </Button>
        <RefusalMessages
          answer={state}
          messages={refusalSentences(state.errors, { opening: 'Not held yet.' })}
        />
      </div>
    </form>
  );
}
