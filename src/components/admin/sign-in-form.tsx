'use client';

import { useActionState } from 'react';

import { signIn, type SignInState } from '@/app/admin/actions';
import { Button } from '@/components/ui/button';

const inputClass = 'mt-1.5 min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base';

export function SignInForm() {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, {});
  return (
    <form
      action={action}
      className="mt-8 space-y-5 rounded-card border border-line bg-white p-6 shadow-card"
      noValidate
    >
      {state.error && (
        <p role="alert" id="sign-in-error" className="rounded-xl bg-red-50 p-3 font-semibold text-danger">
          {state.error}
        </p>
      )}
      <div>
        <label htmlFor="email" className="font-semibold">
          E-mail
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
          aria-describedby={state.error ? 'sign-in-error' : undefined}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="password" className="font-semibold">
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
      </div>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
