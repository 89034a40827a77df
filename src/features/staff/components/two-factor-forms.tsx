'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';

import { VersionedSettingsForm } from '@/components/admin/versioned-settings-form';
import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';
import { KeptCheckbox } from '@/components/ui/kept-field';
import { useRefusableForm } from '@/components/ui/use-refusable-form';

import { verifySignInCode } from '../actions';
import {
  confirmTwoFactorAction,
  newRecoveryCodesAction,
  setTwoFactorRequirementAction,
  turnOffTwoFactorAction,
  type TwoFactorFormState,
} from '../two-factor-actions';
import { PasswordField } from './password-field';
import { SignInStep } from './sign-in-form';

/**
 * A code from the app (or a recovery code): the browser may offer it, the phone shows digits. A
 * refused code takes the focus back to the field, so its message (the field's description) is read
 * out each time, and the next code is typed straight in.
 */
function CodeField({
  id,
  label,
  answer,
  recovery = false,
}: {
  id: string;
  label: string;
  answer: { errors?: Record<string, string[] | undefined> };
  recovery?: boolean;
}) {
  const error = answer.errors?.code?.[0];
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (answer.errors?.code) input.current?.focus();
  }, [answer]);
  return (
    <Field
      id={id}
      name="code"
      label={label}
      error={error}
      hint={recovery ? 'Or one of your recovery codes, e.g. abcde-fgh23.' : undefined}
    >
      {(control) => (
        <input
          {...control}
          ref={input}
          type="text"
          autoComplete="one-time-code"
          // A recovery code has letters: only the app's code is digits alone.
          inputMode={recovery ? 'text' : 'numeric'}
          spellCheck={false}
          autoCapitalize="none"
          maxLength={40}
          required
          className={`${controlClass} max-w-xs font-mono tracking-widest`}
        />
      )}
    </Field>
  );
}

/** The second step of sign-in for an account with two-factor on. */
export function SignInCodeForm({ returnTo }: { returnTo?: string }) {
  return (
    <SignInStep step={verifySignInCode} returnTo={returnTo} busyLabel="Checking...">
      {(state) => (
        <CodeField id="sign-in-code" label="Code from your authenticator app" answer={state} recovery />
      )}
    </SignInStep>
  );
}

/** The recovery codes, once: to print or write down, each working one time. */
function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  return (
    <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="font-bold text-brand-900">Your recovery codes</p>
      <p className="mt-1 text-sm">
        Keep them somewhere safe, away from your phone. Each signs you in once if the phone is lost. They are
        shown only now.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** Step three of the set-up: a code from the app turns two-factor on. */
export function ConfirmTwoFactorForm() {
  const { state, formAction, pending, onSubmit } = useRefusableForm<TwoFactorFormState>(
    confirmTwoFactorAction,
    {},
  );
  if (state.recoveryCodes)
    return (
      <div className="space-y-4">
        <p className="font-semibold">
          Two-factor sign-in is on. From now on you sign in with your password and a code.
        </p>
        <RecoveryCodeList codes={state.recoveryCodes} />
        <Link href="/admin" className="inline-block font-semibold text-brand-800 underline">
          I have saved them: go to the staff area
        </Link>
      </div>
    );
  return (
    <form action={formAction} onSubmit={onSubmit} className="space-y-4" noValidate>
      <CodeField id="setup-code" label="The 6-digit code the app shows" answer={state} />
      <PasswordField
        id="setup-password"
        name="password"
        label="Your password"
        hint="So that nobody who finds this browser signed in can put their own phone on your account."
        error={state.errors?.password?.[0]}
        kind="current-password"
        inputRequired
        narrow
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Checking...' : 'Turn on two-factor sign-in'}
      </Button>
    </form>
  );
}

/** New recovery codes (the old ones stop working); needs a current code. */
export function NewRecoveryCodesForm() {
  const { state, formAction, pending, onSubmit } = useRefusableForm<TwoFactorFormState>(
    newRecoveryCodesAction,
    {},
  );
  if (state.recoveryCodes) return <RecoveryCodeList codes={state.recoveryCodes} />;
  return (
    <form action={formAction} onSubmit={onSubmit} className="space-y-4" noValidate>
      <CodeField id="recovery-code-check" label="A code from the app" answer={state} recovery />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Making...' : 'Make new recovery codes'}
      </Button>
    </form>
  );
}

export function TurnOffTwoFactorForm() {
  const { state, formAction, pending, onSubmit } = useRefusableForm<TwoFactorFormState>(
    turnOffTwoFactorAction,
    {},
  );
  return (
    <form action={formAction} onSubmit={onSubmit} className="space-y-4" noValidate>
      <CodeField id="turn-off-code" label="A code from the app" answer={state} recovery />
      <Button type="submit" variant="ghost" disabled={pending}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}

/** The manager's setting on the staff page: two-factor for every account, or for those who choose it. */
export function TwoFactorRequirementForm({ required, version }: { required: boolean; version: string }) {
  return (
    <VersionedSettingsForm
      action={setTwoFactorRequirementAction}
      version={version}
      what="the two-factor requirement"
    >
      {(state) => (
        <KeptCheckbox
          answer={state}
          id="require-two-factor"
          name="required"
          label="Require two-factor sign-in for every account"
          initial={required}
        />
      )}
    </VersionedSettingsForm>
  );
}
