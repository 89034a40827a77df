'use client';

import { usePathname } from 'next/navigation';
import { useActionState } from 'react';

import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';

import { signIn, type SignInState } from '../actions';
import { withReturnPath } from '../return-path';
import { AccountEmailField } from './account-email-field';

/** `returnTo`: the staff page asked for before sign-in, already checked to be one. */
export function SignInForm({ returnTo }: { returnTo?: string }) {
  // The permalink is where a form sent before the page's script runs goes: without it React writes
  // an empty `action`, which HTML does not allow.
  const [state, action, pending] = useActionState<SignInState, FormData>(
    signIn,
    {},
    withReturnPath(usePathname(), returnTo),
  );
  return (
    <form action={action} className="mt-8 space-y-5 card p-6" noValidate>
      {returnTo && <input type="hidden" name="next" value={returnTo} />}
      <AccountEmailField error={state.error} errorId="sign-in-error" defaultValue={state.email} />
      <Field id="password" name="password" label="Password">
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            className={controlClass}
          />
        )}
      </Field>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
