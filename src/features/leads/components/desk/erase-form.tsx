'use client';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import { listSeparator, type FormState } from '@/lib/posted-form';

import { eraseLeadPersonAction } from '../../actions';

/** One of the person's other leads, as the erasure offers it: who it names, and how it is linked. */
export interface ErasableLead {
  id: string;
  label: string;
  linkedBy: 'e-mail' | 'phone';
  /** Ticked at first: the same e-mail, or the same phone under the same name (surelySamePerson). */
  ticked: boolean;
}

/**
 * A manager erases the person's data on this lead and on each of their other leads ticked as
 * theirs; one linked by the phone alone under another name starts unticked.
 */
export function EraseForm({ leadId, others }: { leadId: string; others: readonly ErasableLead[] }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(eraseLeadPersonAction, {});
  const sentTicks = state.values?.also?.split(listSeparator);
  return (
    <form action={formAction} onSubmit={onSubmit}>
      <input type="hidden" name="id" value={leadId} />
      {others.length > 0 && (
        <fieldset key={`also-${state.attempt ?? 0}`} className="mb-4">
          <legend className="text-sm font-semibold">Their other leads to erase too</legend>
          <div className="mt-2 space-y-2">
            {others.map((other) => (
              <CheckboxField
                key={other.id}
                id={`erase-also-${other.id}`}
                name="also"
                value={other.id}
                defaultChecked={sentTicks ? sentTicks.includes(other.id) : other.ticked}
                labelClassName="text-sm"
                label={other.label}
                hint={
                  other.linkedBy === 'e-mail'
                    ? 'Same e-mail address.'
                    : other.ticked
                      ? 'Same phone number and name.'
                      : 'Same phone number only, under another name: tick it only if it is the same person.'
                }
              />
            ))}
          </div>
        </fieldset>
      )}
      <CheckboxField
        key={`confirm-${state.attempt ?? 0}`}
        id="erase-confirm"
        name="confirm"
        value="yes"
        defaultChecked={state.values?.confirm === 'yes'}
        error={state.errors?.confirm?.[0]}
        label={
          <>
            Erase the name, e-mail, phone, messages, notes and photos on this lead
            {others.length > 0 ? ' and the ones ticked above' : ''}. This cannot be undone. Their rental and
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
