import type { ReactNode } from 'react';

/**
 * A box to tick with its label beside it, and under them a hint and an error, wired to the box
 * for screen readers the way Field wires a text control. Uncontrolled: give it a `key` that
 * changes with each refused save so it shows what was sent.
 */
export function CheckboxField({
  id,
  name,
  label,
  value,
  defaultChecked,
  hint,
  error,
  className,
  labelClassName = 'font-semibold',
}: {
  id: string;
  name: string;
  label: ReactNode;
  /** What a ticked box sends ("on" when not given). */
  value?: string | number;
  defaultChecked?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  labelClassName?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={id} className={labelClassName}>
            {label}
          </label>
          {hint && (
            <p id={hintId} className="text-sm text-muted">
              {hint}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
