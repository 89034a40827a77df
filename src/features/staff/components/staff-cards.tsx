import { Card, PanelCard } from '@/components/ui/card';

import type { StaffMember } from '../staff-roles';
import { AddStaffForm } from './staff-forms';
import { TwoFactorRequirementForm } from './two-factor-forms';

/** The staff page's card to add a person, who chooses their own password from a link. */
export function AddPersonCard() {
  return (
    <PanelCard title="Add a person">
      <p className="mt-1 text-muted">
        They get an e-mail with a link to choose their password; until then nobody can sign in as them, and no
        lead goes to them by turn.
      </p>
      <div className="mt-4">
        <AddStaffForm />
      </div>
    </PanelCard>
  );
}

/** Two-factor sign-in: how many have it on, and the manager's choice to require it of everyone. */
export function SignInSecurityCard({
  staff,
  requirement,
}: {
  staff: readonly StaffMember[];
  requirement: { required: boolean; version: string };
}) {
  const active = staff.filter((member) => !member.disabledAt);
  const withTwoFactor = active.filter((member) => member.twoFactorSince).length;
  return (
    <Card className="p-5 sm:p-6">
      <h2 id="security" className="text-xl font-bold">
        Sign-in security
      </h2>
      <p className="mt-1 text-muted">
        Two-factor sign-in asks for a code from an authenticator app after the password. {withTwoFactor} of{' '}
        {active.length} active {active.length === 1 ? 'account has' : 'accounts have'} it on. Required, anyone
        without it is sent to set it up before anything else.
      </p>
      <div className="mt-4">
        <TwoFactorRequirementForm required={requirement.required} version={requirement.version} />
      </div>
    </Card>
  );
}
