'use client';

import { Button } from '@/components/ui/button';
import { RefusalMessages } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';

import { eraseLeadPersonAction, type ReplyFormState } from '../../actions';

/** A manager erases the person's data on this lead and every lead linked to them. */
export function EraseForm({ leadId, leads }: { leadId: string; leads: number }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<ReplyFormState>(
    eraseLeadPersonAction,
    {},
  );
  const error = state.errors?.confirm?.[0];
  return (
    <form action={formAction} onSubmit={onSubmit}>
      <input type="hidden" name="id" value={leadId} />
      <div className="flex items-start gap-3">
        <input
          key={state.attempt}
          id="erase-confirm"
          type="checkbox"
          name="confirm"
          value="yes"
          defaultChecked={state.values?.confirm === 'yes'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'erase-confirm-error' : undefined}
          className="mt-0.5 size-5 accent-brand-700"
        />
        <label htmlFor="erase-confirm" className="font-semibold">
          Erase the name, e-mail, phone, messages, notes and photos on{' '}
          {leads === 1 ? 'this lead' : `these ${leads} leads`}. This cannot be undone.
        </label>
      </div>
      {error && (
        <p id="erase-confirm-error" className="mt-1.5 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      <Button type="submit" variant="ghost" size="sm" disabled={pending} className="mt-3">
        Erase personal data
      </Button>
      <RefusalMessages answer={state} messages={state.errors?.form ?? []} />
    </form>
  );
}
