'use client';

import { useId, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import type { SettingsFormState } from '@/lib/posted-form';

import { ApplyMineAnyway } from './apply-mine-anyway';

/**
 * A manager's setting, saved only over the version the page was opened at: a save made after
 * someone else's is refused, saying so, with the deliberate choice to apply it anyway. `what` names
 * the setting in the button and the refusal ("the desk settings"). A field's refusal is under its
 * field and said again, with the form's own, in the alert that takes the focus.
 */
export function VersionedSettingsForm<State extends SettingsFormState>({
  action,
  version,
  what,
  children,
}: {
  action: (previous: State, formData: FormData) => Promise<State>;
  version: string;
  what: string;
  children: (state: State) => ReactNode;
}) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<State>(action, {} as State);
  const applyAnywayId = useId();
  const staleMessage = `Not saved: ${what} changed after you opened this page (saved by another manager, or by you in another tab).`;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="version" value={version} />
      {children(state)}
      <Button type="submit" disabled={pending} className="mt-6">
        {pending ? 'Saving...' : `Save ${what}`}
      </Button>
      <RefusalMessages
        answer={state}
        messages={refusalSentences(state.errors, { more: state.stale ? [staleMessage] : [] })}
      >
        {state.stale && <ApplyMineAnyway id={applyAnywayId} currentVersion={state.stale.currentVersion} />}
      </RefusalMessages>
    </form>
  );
}
