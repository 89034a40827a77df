'use client';

import { Button } from '@/components/ui/button';
import { KeptField } from '@/components/ui/kept-field';
import { RefusalMessages } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import type { FormState } from '@/lib/posted-form';

import { holdCartAction } from '../actions';

/** The buyer's details for a hold; the deposit is paid next, on Stripe's page. */
export function HoldCartForm({ vehicleId, deposit }: { vehicleId: string; deposit: string }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(holdCartAction, {});
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="vehicleId" value={vehicleId} />
      <KeptField answer={state} id="hold-firstName" name="firstName" label="First name" required>
        {(control) => <input {...control} autoComplete="given-name" />}
      </KeptField>
      <KeptField answer={state} id="hold-lastName" name="lastName" label="Last name" required>
        {(control) => <input {...control} autoComplete="family-name" />}
      </KeptField>
      <KeptField answer={state} id="hold-email" name="email" label="E-mail" required>
        {(control) => <input {...control} type="email" autoComplete="email" />}
      </KeptField>
      <KeptField answer={state} id="hold-phone" name="phone" label="Mobile phone" required>
        {(control) => <input {...control} type="tel" autoComplete="tel" />}
      </KeptField>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Holding...' : `Pay the ${deposit} deposit and hold it`}
        </Button>
        <RefusalMessages answer={state} messages={state.errors?.form ?? []} />
      </div>
    </form>
  );
}
