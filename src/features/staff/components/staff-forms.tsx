'use client';

import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ChoiceOptions } from '@/components/ui/field';
import { KeptField } from '@/components/ui/kept-field';
import { RefusalMessages, refusalSentences } from '@/components/ui/refusal-alert';
import { useRefusableForm } from '@/components/ui/use-refusable-form';

import { addStaffAction, setStaffDisabledAction, updateStaffAction, type StaffFormState } from '../actions';
import { staffRoleLabels, staffRoles, type StaffMember } from '../staff-roles';

function FormRefusal({ state }: { state: StaffFormState }) {
  const messages = refusalSentences(state.errors, {
    more: state.stale
      ? [
          'Not saved: someone changed this account after you opened the page. Reload it to see it as it is now.',
        ]
      : [],
  });
  return <RefusalMessages answer={state} messages={messages} />;
}

function RoleSelect({ state, initial }: { state: StaffFormState; initial?: string }) {
  return (
    <KeptField
      answer={state}
      id="staff-role"
      name="role"
      label="Role"
      hint="Sales, service and rentals take their team's leads in turn; a manager sees and reassigns every lead."
      initial={initial}
      required
    >
      {(control) => (
        <select {...control}>
          <ChoiceOptions choices={staffRoles} labels={staffRoleLabels} empty="Choose a role" />
        </select>
      )}
    </KeptField>
  );
}

/** One text field of a person's details, showing what was sent after a refusal. */
function PersonText({
  state,
  name,
  label,
  type = 'text',
  initial = '',
  required = false,
}: {
  state: StaffFormState;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  initial?: string;
  required?: boolean;
}) {
  return (
    <KeptField
      answer={state}
      id={`staff-${name}`}
      name={name}
      label={label}
      initial={initial}
      required={required}
    >
      {(control) => <input {...control} type={type} autoComplete="off" />}
    </KeptField>
  );
}

/** Name, (e-mail, for a new person), mobile and role. */
function PersonFields({
  state,
  initial,
  withEmail = false,
}: {
  state: StaffFormState;
  initial?: StaffMember;
  withEmail?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PersonText state={state} name="name" label="Name" initial={initial?.name} required />
      {withEmail && <PersonText state={state} name="email" label="E-mail" type="email" required />}
      <PersonText
        state={state}
        name="mobile"
        label="Mobile (optional)"
        type="tel"
        initial={initial?.mobile ?? ''}
      />
      <RoleSelect state={state} initial={initial?.role} />
    </div>
  );
}

/** Name, e-mail, mobile and role; they choose their own password from the welcome link. */
export function AddStaffForm() {
  const { state, formAction, pending, onSubmit } = useRefusableForm<StaffFormState>(addStaffAction, {});
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <PersonFields state={state} withEmail />
      <Button type="submit" disabled={pending} className="mt-4">
        {pending ? 'Adding...' : 'Add person'}
      </Button>
      <FormRefusal state={state} />
      {state.added && (
        <div role="status" className="mt-4 rounded-xl bg-brand-50 p-4 text-brand-900">
          <p className="font-semibold">
            {state.added.name} was added.{' '}
            {state.added.mailed
              ? `A link to choose a password was e-mailed to ${state.added.email}; it works once, for three days.`
              : 'Mail is not configured, so give them this link to choose a password (it works once, for three days):'}
          </p>
          {state.added.link && (
            <p className="mt-2 font-mono text-sm break-all" data-testid="welcome-link">
              {state.added.link}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

export function StaffEditForm({ member }: { member: StaffMember }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<StaffFormState>(updateStaffAction, {});
  const values = state.values ?? {};
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="id" value={member.id} />
      <input type="hidden" name="version" value={member.version} />
      <PersonFields state={state} initial={member} />
      <CheckboxField
        key={state.attempt}
        id="staff-away"
        name="away"
        label="Away"
        hint="Keeps their leads, but new ones go to the rest of the team until this is unticked."
        defaultChecked={values.away === undefined ? member.away : values.away === 'on'}
        className="mt-4"
      />
      <Button type="submit" disabled={pending} className="mt-4">
        {pending ? 'Saving...' : 'Save changes'}
      </Button>
      <FormRefusal state={state} />
    </form>
  );
}

/** Disable (every session ends at once; the name stays on every lead) or enable again. */
export function DisableStaffForm({ member }: { member: StaffMember }) {
  const { state, formAction, pending, onSubmit } = useRefusableForm<StaffFormState>(
    setStaffDisabledAction,
    {},
  );
  const disable = !member.disabledAt;
  return (
    <form action={formAction} onSubmit={onSubmit}>
      <input type="hidden" name="id" value={member.id} />
      <input type="hidden" name="version" value={member.version} />
      <input type="hidden" name="disable" value={disable ? '1' : '0'} />
      <Button type="submit" variant={disable ? 'ghost' : 'secondary'} disabled={pending}>
        {disable ? 'Disable this account' : 'Enable this account'}
      </Button>
      <FormRefusal state={state} />
    </form>
  );
}
