import type { ReactNode } from 'react';

/**
 * The look of every text input, select and textarea, with the invalid state built in: one
 * component class (src/app/globals.css), so a form's page does not carry the utilities on every
 * control twice over (in its HTML and in its React payload).
 */
export const controlClass = 'form-control';

/** What a form control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/**
 * One form field: label, control, hint and error, with the ids and aria-describedby wired once.
 * The control is rendered by the caller with the props it is given.
 */
export function Field({
  id,
  name,
  label,
  hint,
  error,
  errorResolved = false,
  required = false,
  className,
  children,
}: {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /**
   * The error was corrected since the last submit: its space is kept (invisibly) until the next
   * submit, so nothing moves under a pointer on its way to the submit button.
   */
  errorResolved?: boolean;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error && !errorResolved ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {/* Outside the label, so the field's name is its label alone; the input says it is required. */}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-sm font-semibold text-danger">
          *
        </span>
      )}
      {children({
        id,
        name,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true as const } : {}),
        ...(errorId ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          aria-hidden={errorResolved || undefined}
          className={`mt-1.5 text-sm font-semibold text-danger ${errorResolved ? 'invisible' : ''}`}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A select's options from a closed list and its labels, after an optional empty first choice
 * ("Choose a role"): the value sent is the choice, the text shown its label.
 */
export function ChoiceOptions<Choice extends string>({
  choices,
  labels,
  empty,
}: {
  choices: readonly Choice[];
  labels?: Readonly<Partial<Record<Choice, string>>>;
  empty?: string;
}) {
  const options = choices.map((choice) => ({ id: choice, label: labels?.[choice] ?? choice }));
  return <LabelledOptions options={options} empty={empty} />;
}

/**
 * A select's options from records that carry their own id and label (the people a lead can go
 * to, the carts a booking can move to), after an optional empty first choice.
 */
export function LabelledOptions({
  options,
  empty,
}: {
  options: readonly { id: string; label: string }[];
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </>
  );
}
