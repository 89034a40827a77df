import type { ComponentProps } from 'react';

import { Field, controlClass } from '@/components/ui/field';

/**
 * A password's field on every staff form: never filled back in after a refusal (nothing is
 * echoed), and marked for the browser's password manager as the account's current password or a
 * new one, so it offers the saved one or a strong one.
 */
export function PasswordField({
  kind,
  inputRequired = false,
  narrow = false,
  ...field
}: Omit<ComponentProps<typeof Field>, 'children'> & {
  kind: 'current-password' | 'new-password';
  /** The browser's own check before sending; forms that say every problem at once leave it off. */
  inputRequired?: boolean;
  narrow?: boolean;
}) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          type="password"
          autoComplete={kind}
          required={inputRequired}
          className={narrow ? `${controlClass} max-w-xs` : controlClass}
        />
      )}
    </Field>
  );
}
