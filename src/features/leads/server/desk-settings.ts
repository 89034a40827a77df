import 'server-only';

import type { Kysely, Transaction } from 'kysely';

import { teams, type Team } from '@/features/staff/staff-roles';
import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

import { defaultDeskSettings, type DeskSettings } from '../desk-settings';

const keyPrefix = 'desk.';
const keys = {
  generalTeam: 'desk.general_team',
  promiseMinutes: 'desk.promise_minutes',
  address: (team: Team) => `desk.address.${team}`,
};

type Executor = Kysely<Database> | Transaction<Database>;

/** The desk's settings as stored, with the defaults for any never set; and their version. */
export async function deskSettings(db?: Executor): Promise<DeskSettings & { version: string }> {
  const executor = db ?? (await database());
  const rows = await executor
    .selectFrom('settings')
    .select(['key', 'value', 'updated_at'])
    .where('key', 'like', `${keyPrefix}%`)
    .execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const general = stored.get(keys.generalTeam);
  const minutes = Number(stored.get(keys.promiseMinutes));
  return {
    generalTeam: teams.includes(general as Team) ? (general as Team) : defaultDeskSettings.generalTeam,
    teamAddresses: Object.fromEntries(
      teams.map((team) => [team, stored.get(keys.address(team)) ?? defaultDeskSettings.teamAddresses[team]]),
    ) as Record<Team, string>,
    promiseMinutes: Number.isInteger(minutes) && minutes > 0 ? minutes : defaultDeskSettings.promiseMinutes,
    // Every key of one save carries the same moment: the latest is the settings' version.
    version: rows.reduce((latest, row) => (row.updated_at > latest ? row.updated_at : latest), ''),
  };
}

/** Saves the settings if nobody saved them after `expectedVersion`. */
export async function saveDeskSettings(
  settings: DeskSettings,
  staffEmail: string,
  expectedVersion: string,
  now = new Date(),
): Promise<{ outcome: 'saved' } | { outcome: 'stale'; current: DeskSettings & { version: string } }> {
  const db = await database();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const current = await deskSettings(trx);
    if (current.version !== expectedVersion) return { outcome: 'stale', current } as const;
    const values: [string, string][] = [
      [keys.generalTeam, settings.generalTeam],
      [keys.promiseMinutes, String(settings.promiseMinutes)],
      ...teams.map((team): [string, string] => [keys.address(team), settings.teamAddresses[team]]),
    ];
    for (const [key, value] of values)
      await trx
        .insertInto('settings')
        .values({ key, value, updated_at: at, updated_by: staffEmail })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value, updated_at: at, updated_by: staffEmail }),
        )
        .execute();
    return { outcome: 'saved' } as const;
  });
}

/** The settings, and the moment they were read: what overdue flags are measured against. */
export async function deskSettingsNow(): Promise<{ settings: DeskSettings; asOf: Date }> {
  return { settings: await deskSettings(), asOf: new Date() };
}
