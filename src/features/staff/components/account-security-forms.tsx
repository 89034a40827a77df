'use client';

import { Button } from '@/components/ui/button';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';
import type { FormState } from '@/lib/posted-form';

import { changeOwnPasswordAction, signOutElsewhereAction } from '../account-actions';
import { PasswordField } from './password-field';

/**
 * A new password, given the current one. The fields keep what was typed in this browser after a
 * refusal; the server never sends a password back.
 */
export function ChangePasswordForm({ email, minimumLength }: { email: string; minimumLength: number }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<FormState>(changeOwnPasswordAction, {});
  const error = (field: string) => state.errors?.[field]?.[0];
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="mt-4 grid max-w-md gap-4">
      {/* Lets a password manager store the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordField
        id="current-password"
        name="current"
        label="Current password"
        error={error('current')}
        kind="current-password"
      />
      <PasswordField
        id="new-password"
        name="password"
        label="New password"
        hint={`At least ${minimumLength} characters.`}
        error={error('password')}
        kind="new-password"
      />
      <PasswordField
        id="confirm-password"
        name="confirm"
        label="The new password again"
        error={error('confirm')}
        kind="new-password"
      />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Change password'}
        </Button>
      </div>
      <RefusalMessages answer={state} messages={refusalSentences(state.errors)} />
    </form>
  );
}

/** Ends the account's other sessions; this one stays. */
export function SignOutElsewhereForm() {
  return (
    <form action={signOutElsewhereAction} className="mt-4">
      <Button type="submit" variant="secondary">
        Sign out everywhere else
      </Button>
    </form>
  );
}
