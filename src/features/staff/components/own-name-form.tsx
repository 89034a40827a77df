'use client';

import { Button } from '@/components/ui/button';
import { KeptField } from '@/components/ui/kept-field';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import type { FormState } from '@/lib/posted-form';

import { saveOwnNameAction } from '../account-actions';
import { staffNameMax } from '../staff-roles';

/** Your name, as customers read it under your replies and colleagues see it on your leads. */
export function OwnNameForm({ name }: { name: string }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(saveOwnNameAction, {});
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="mt-4">
      <KeptField
        answer={state}
        id="own-name"
        name="name"
        label="Full name"
        hint="Customers read it under the e-mails you send from a lead; colleagues see it on your leads."
        initial={name}
      >
        {(control) => <input {...control} autoComplete="name" maxLength={staffNameMax} />}
      </KeptField>
      <Button type="submit" disabled={pending} className="mt-3">
        {pending ? 'Saving...' : 'Save my name'}
      </Button>
      <RefusalMessages answer={state} messages={refusalSentences(state.errors, { fields: ['name'] })} />
    </form>
  );
}
