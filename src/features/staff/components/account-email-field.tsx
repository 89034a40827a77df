import { Field, controlClass } from '@/components/ui/field';

/**
 * The e-mail an account signs in with, and above it why the form was refused: the sign-in and
 * "forgot password" forms share it, so a password manager treats both alike.
 */
export function AccountEmailField({
  error,
  errorId,
  defaultValue,
}: {
  error?: string;
  errorId: string;
  defaultValue?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" id={errorId} className="rounded-xl bg-red-50 p-3 font-semibold text-danger">
          {error}
        </p>
      )}
      <Field id="email" name="email" label="E-mail">
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="username"
            required
            defaultValue={defaultValue}
            aria-describedby={error ? errorId : undefined}
            className={controlClass}
          />
        )}
      </Field>
    </>
  );
}
