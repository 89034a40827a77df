'use client';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import type { FormState } from '@/lib/posted-form';

import { eraseLeadPersonAction } from '../../actions';

/** A manager erases the person's data on this lead and every lead linked to them. */
export function EraseForm({ leadId, leads }: { leadId: string; leads: number }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(eraseLeadPersonAction, {});
  return (
    <form action={formAction} onSubmit={onSubmit}>
      <input type="hidden" name="id" value={leadId} />
      <CheckboxField
        key={state.attempt}
        id="erase-confirm"
        name="confirm"
        value="yes"
        defaultChecked={state.values?.confirm === 'yes'}
        error={state.errors?.confirm?.[0]}
        label={
          <>
            Erase the name, e-mail, phone, messages, notes and photos on{' '}
            {leads === 1 ? 'this lead' : `these ${leads} leads`}. This cannot be undone. Their rental and
            service bookings stay, as the records the privacy policy says we keep.
          </>
        }
      />
      <Button type="submit" variant="ghost" size="sm" disabled={pending} className="mt-3">
        Erase personal data
      </Button>
      <RefusalMessages answer={state} messages={refusalSentences(state.errors)} />
    </form>
  );
}
