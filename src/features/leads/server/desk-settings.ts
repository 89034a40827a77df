import 'server-only';

import { teams, type Team } from '@/features/staff/staff-roles';
import type { Executor } from '@/server/db/database';
import { readSettings, saveSettings } from '@/server/db/settings-store';

import { defaultDeskSettings, type DeskSettings } from '../desk-settings';

const keys = {
  generalTeam: 'desk.general_team',
  promiseMinutes: 'desk.promise_minutes',
  address: (team: Team) => `desk.address.${team}`,
};
const allKeys = [keys.generalTeam, keys.promiseMinutes, ...teams.map(keys.address)];

/** The desk's settings as stored, with the defaults for any never set; and their version. */
export async function deskSettings(db?: Executor): Promise<DeskSettings & { version: string }> {
  const { values, version } = await readSettings('office_settings', allKeys, db);
  const general = values.get(keys.generalTeam);
  const minutes = Number(values.get(keys.promiseMinutes));
  return {
    generalTeam: teams.includes(general as Team) ? (general as Team) : defaultDeskSettings.generalTeam,
    teamAddresses: Object.fromEntries(
      teams.map((team) => [team, values.get(keys.address(team)) ?? defaultDeskSettings.teamAddresses[team]]),
    ) as Record<Team, string>,
    promiseMinutes: Number.isInteger(minutes) && minutes > 0 ? minutes : defaultDeskSettings.promiseMinutes,
    version,
  };
}

/** Saves the settings if nobody saved them after `expectedVersion`. */
export async function saveDeskSettings(
  settings: DeskSettings,
  staffEmail: string,
  expectedVersion: string,
  now = new Date(),
): Promise<{ outcome: 'saved' } | { outcome: 'stale'; current: { version: string } }> {
  return saveSettings(
    'office_settings',
    {
      [keys.generalTeam]: settings.generalTeam,
      [keys.promiseMinutes]: String(settings.promiseMinutes),
      ...Object.fromEntries(teams.map((team) => [keys.address(team), settings.teamAddresses[team]])),
    },
    staffEmail,
    expectedVersion,
    now,
  );
}

/** The settings, and the moment they were read: what overdue flags are measured against. */
export async function deskSettingsNow(): Promise<{ settings: DeskSettings; asOf: Date }> {
  return { settings: await deskSettings(), asOf: new Date() };
}
