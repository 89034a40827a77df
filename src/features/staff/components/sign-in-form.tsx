'use client';

import { useActionState } from 'react';

import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';

import { signIn, type SignInState } from '../actions';

/** `returnTo`: the staff page asked for before sign-in, already checked to be one. */
export function SignInForm({ returnTo }: { returnTo?: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, {});
  return (
    <form action={action} className="mt-8 space-y-5 card p-6" noValidate>
      {returnTo && <input type="hidden" name="next" value={returnTo} />}
      {state.error && (
        <p role="alert" id="sign-in-error" className="rounded-xl bg-red-50 p-3 font-semibold text-danger">
          {state.error}
        </p>
      )}
      <Field id="email" name="email" label="E-mail">
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="username"
            required
            defaultValue={state.email}
            aria-describedby={state.error ? 'sign-in-error' : undefined}
            className={controlClass}
          />
        )}
      </Field>
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
