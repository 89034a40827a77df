/**
 * The lead desk's settings, which a manager edits on the staff page: where general questions go,
 * each team's address for when nobody on it is available, and the dealer's response promise.
 */
import * as z from 'zod/mini';

import { teams, type Team } from '@/features/staff/staff-roles';

export interface DeskSettings {
  generalTeam: Team;
  /** A team's shared inbox ("" when none: LEADS_TO then). */
  teamAddresses: Record<Team, string>;
  /** A lead not answered within this many minutes of opening hours is overdue. */
  promiseMinutes: number;
}

export const defaultDeskSettings: DeskSettings = {
  generalTeam: 'sales',
  teamAddresses: { sales: '', service: '', rentals: '' },
  promiseMinutes: 15,
};

const address = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.refine(
    (value) => value === '' || value.split(',').every((part) => z.email().safeParse(part.trim()).success),
    'Enter an e-mail address (or several, separated by commas), or leave it empty.',
  ),
);

export const deskSettingsSchema = z.object({
  generalTeam: z.enum(teams, 'Choose a team.'),
  salesAddress: address,
  serviceAddress: address,
  rentalsAddress: address,
  promiseMinutes: z.string().check(
    z.trim(),
    z.refine(
      (value) => /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1440,
      'Enter whole minutes between 1 and 1440.',
    ),
  ),
});

export const deskSettingFields = [
  'generalTeam',
  'salesAddress',
  'serviceAddress',
  'rentalsAddress',
  'promiseMinutes',
] as const;

export function deskSettingsFromForm(data: z.output<typeof deskSettingsSchema>): DeskSettings {
  return {
    generalTeam: data.generalTeam,
    teamAddresses: { sales: data.salesAddress, service: data.serviceAddress, rentals: data.rentalsAddress },
    promiseMinutes: Number(data.promiseMinutes),
  };
}
