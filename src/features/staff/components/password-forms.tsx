'use client';

import { usePathname } from 'next/navigation';
import { useActionState } from 'react';

import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/posted-form';

import { forgotPasswordAction, setPasswordAction, type PasswordFormState } from '../actions';
import { AccountEmailField } from './account-email-field';
import { PasswordField } from './password-field';

/** "Forgot password": one answer for every address, so nobody learns which ones have accounts. */
export function ForgotPasswordForm() {
  const [state, action, pending] = useActionState<PasswordFormState, FormData>(
    forgotPasswordAction,
    {},
    usePathname(),
  );
  if (state.sent)
    return (
      <p role="status" className="mt-8 card p-6 font-semibold">
        If {state.values?.email} is a staff account, a link to set a new password is on its way. It works
        once, for one hour. Nothing arrived? Check the spam folder, or ask a manager.
      </p>
    );
  return (
    <form action={action} className="mt-8 space-y-5 card p-6" noValidate>
      <AccountEmailField
        error={state.errors?.form?.[0]}
        errorId="forgot-error"
        defaultValue={state.values?.email}
      />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? 'Sending...' : 'Send me a link'}
      </Button>
    </form>
  );
}

export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const [state, action, pending] = useActionState<FormState, FormData>(
    setPasswordAction,
    {},
    // Sent before the script runs, the answer is drawn by the page that reads the link's token.
    `${usePathname()}?token=${encodeURIComponent(token)}`,
  );
  return (
    <form action={action} className="mt-8 space-y-5 card p-6" noValidate>
      <input type="hidden" name="token" value={token} />
      {/* Lets a password manager store the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      {state.errors?.form && (
        <p role="alert" id="password-error" className="rounded-xl bg-red-50 p-3 font-semibold text-danger">
          {state.errors.form[0]}
        </p>
      )}
      <PasswordField
        id="password"
        name="password"
        label="New password"
        hint="At least 10 characters."
        kind="new-password"
        inputRequired
      />
      <PasswordField
        id="confirm"
        name="confirm"
        label="The same password again"
        kind="new-password"
        inputRequired
      />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? 'Saving...' : 'Set password'}
      </Button>
    </form>
  );
}
