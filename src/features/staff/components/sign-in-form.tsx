'use client';

import { usePathname } from 'next/navigation';
import { useActionState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/posted-form';

import { signIn } from '../actions';
import { withReturnPath } from '../return-path';
import { AccountEmailField } from './account-email-field';
import { PasswordField } from './password-field';

/**
 * One step of signing in (the password, then the code when two-factor is on), which goes on to
 * `returnTo`: the staff page asked for before sign-in, already checked to be one.
 */
export function SignInStep({
  step,
  returnTo,
  busyLabel,
  children,
}: {
  step: (previous: FormState, formData: FormData) => Promise<FormState>;
  returnTo?: string;
  busyLabel: string;
  children: (state: FormState) => ReactNode;
}) {
  // The permalink is where a form sent before the page's script runs goes: without it React writes
  // an empty `action`, which HTML does not allow.
  const [state, action, pending] = useActionState<FormState, FormData>(
    step,
    {},
    withReturnPath(usePathname(), returnTo),
  );
  return (
    <form action={action} className="mt-8 space-y-5 card p-6" noValidate>
      {returnTo && <input type="hidden" name="next" value={returnTo} />}
      {children(state)}
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? busyLabel : 'Sign in'}
      </Button>
    </form>
  );
}

/** The first step: e-mail and password. */
export function SignInForm({ returnTo }: { returnTo?: string }) {
  return (
    <SignInStep step={signIn} returnTo={returnTo} busyLabel="Signing in...">
      {(state) => (
        <>
          <AccountEmailField
            error={state.errors?.form?.[0]}
            errorId="sign-in-error"
            defaultValue={state.values?.email}
          />
          <PasswordField
            id="password"
            name="password"
            label="Password"
            kind="current-password"
            inputRequired
          />
        </>
      )}
    </SignInStep>
  );
}
