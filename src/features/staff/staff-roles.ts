/**
 * Who works the desk: each account has a role, and every role but manager is a team that takes
 * its leads in turn. One schema per staff form, read by the browser and the server alike.
 */
import * as z from 'zod/mini';

import { dealer } from '@/content/dealer';
import type { Interest } from '@/content/enquiries';
import { labelledChoices } from '@/lib/labelled-choices';
import { oneLineText } from '@/lib/one-line-text';
import { phoneE164 } from '@/lib/phone-number';
import { versionText } from '@/lib/version-param';

export const { choices: staffRoles, labels: staffRoleLabels } = labelledChoices({
  manager: 'Manager',
  sales: 'Sales',
  service: 'Service',
  rentals: 'Rentals',
});
export type StaffRole = (typeof staffRoles)[number];

export const { choices: teams, labels: teamLabels } = labelledChoices({
  sales: 'Sales team',
  service: 'Service team',
  rentals: 'Rentals team',
});
export type Team = (typeof teams)[number];

/** The team whose leads an account takes; managers take none by turn but can take any. */
export function teamOfRole(role: StaffRole): Team | undefined {
  return role === 'manager' ? undefined : role;
}

/**
 * The team a lead goes to by what it is about: a quote, financing, a trade-in, a comparison or a
 * test drive is sales; rentals and service are their own; parts go to service; a general
 * question goes where the dealer's setting says (sales unless set otherwise).
 */
export function teamForInterest(interest: Interest, generalTeam: Team): Team {
  switch (interest) {
    case 'rentals':
      return 'rentals';
    case 'service':
    case 'parts':
      return 'service';
    case 'general':
      return generalTeam;
    case 'sales':
      return 'sales';
  }
}

/** What a staff account shows and is edited as. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  mobile: string | null;
  role: StaffRole;
  away: boolean;
  disabledAt: string | null;
  lastAssignedAt: string | null;
  /** When they turned two-factor sign-in on; null while it is off. */
  twoFactorSince: string | null;
  /** Added, and not yet through their welcome link: no password, so no sign-in and no leads by turn. */
  invited: boolean;
  version: number;
}

export const staffNameMax = 80;

/**
 * A staff member acting for a customer at a desk (a booking taken for a caller, a cancel asked for
 * by phone): the lead's timeline and the rental desk record their sign-in address, the service
 * office's job history their name (staffDisplayName).
 */
export type StaffActor = Pick<StaffMember, 'name' | 'email'>;

/** "Sam Rivera" or, for an account made before names, its e-mail. */
export const staffDisplayName = (member: StaffActor) => member.name || member.email;

/** Names a history's "who": a staff member's sign-in address by their name; anything else as it is. */
export type StaffNamer = <By extends string | null>(by: By) => By | string;

/** A `StaffNamer` over these accounts (an address none of them signs in with stays as it is). */
export function staffNamerOf(people: readonly StaffActor[]): StaffNamer {
  const names = new Map(people.map((person) => [person.email, staffDisplayName(person)]));
  return (by) => (by === null ? by : (names.get(by) ?? by));
}

/** Each account's display name by its id: a lead's owner, as the inbox and the CSV name them. */
export const staffNamesById = (accounts: readonly (StaffActor & Pick<StaffMember, 'id'>)[]) =>
  new Map(accounts.map((member) => [member.id, staffDisplayName(member)]));

/**
 * Who a customer is told wrote to them or acted on their order: the person's name, or for an
 * account without one the dealer's, never the address they sign in with (staff read that one).
 */
export const staffNameForCustomers = (member: Pick<StaffMember, 'name'>) => member.name.trim() || dealer.name;

/**
 * The name an account made at the shell starts with when none is given: its address before the
 * @, in words ("jane.doe@…" is "Jane Doe", "owner@…" is "Owner"). What the address says, nothing
 * more; the person changes it on Your account.
 */
export function nameFromEmail(email: string): string {
  const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = (email.split('@')[0] ?? '').split(/[._+]+/).filter(Boolean);
  const name = words.map((word) => word.split('-').map(capitalised).join('-')).join(' ');
  return name.slice(0, staffNameMax) || 'Owner';
}

/** A person's name is one line (src/lib/one-line-text.ts): customers read it under replies. */
const staffName = (requiredMessage: string) =>
  oneLineText(requiredMessage, 'The name', staffNameMax, {
    tooLong: `Keep the name under ${staffNameMax} characters.`,
  });
const name = staffName('Enter their name.');
const mobile = z.string().check(
  z.trim(),
  z.refine(
    (value) => value === '' || phoneE164(value) !== null,
    'Enter a US mobile number, e.g. 732-555-0142.',
  ),
);
const role = z.enum(staffRoles, 'Choose a role.');

export const newStaffSchema = z.object({
  name,
  email: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.email('Enter an e-mail address, e.g. sam@example.com.')),
  mobile,
  role,
});
export type NewStaff = z.output<typeof newStaffSchema>;

export const staffChangeSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'No such account.')),
  version: versionText,
  name,
  mobile,
  role,
  away: z.boolean(),
});
export type StaffChange = z.output<typeof staffChangeSchema>;

/** Your account: the name customers read under your replies and colleagues see on your leads. */
export const ownNameSchema = z.object({ name: staffName('Enter your name.') });
