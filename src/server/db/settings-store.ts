import 'server-only';

import type { Kysely, Transaction } from 'kysely';

import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

/**
 * A group of settings staff edit together on one form (the finance figures, the lead desk's
 * routing, the reply templates): read with the version the form is opened at, and saved, every
 * key at one moment, only over that version, so two managers cannot undo each other.
 *
 * `settings` is for what the public pages show (its triggers raise the stock version, so every
 * cached page is made again); `office_settings` for what only the staff area reads.
 */
export type SettingsTable = 'settings' | 'office_settings';

type Executor = Kysely<Database> | Transaction<Database>;

export interface StoredSettings {
  values: ReadonlyMap<string, string>;
  /** The latest save's moment: every key of one save carries it. "" while never saved. */
  version: string;
  /** Who made the latest save. */
  changedBy: string | null;
}

export async function readSettings(
  table: SettingsTable,
  keys: readonly string[],
  db?: Executor,
): Promise<StoredSettings> {
  const rows = await (db ?? (await database()))
    .selectFrom(table)
    .select(['key', 'value', 'updated_at', 'updated_by'])
    .where('key', 'in', keys)
    .execute();
  const latest = rows.reduce<(typeof rows)[number] | undefined>(
    (found, row) => (!found || row.updated_at > found.updated_at ? row : found),
    undefined,
  );
  return {
    values: new Map(rows.map((row) => [row.key, row.value])),
    version: latest?.updated_at ?? '',
    changedBy: latest?.updated_by ?? null,
  };
}

export type SettingsSaveResult = { outcome: 'saved' } | { outcome: 'stale'; current: StoredSettings };

/** Stores `values` if nobody saved any of these keys after `expectedVersion`. */
export async function saveSettings(
  table: SettingsTable,
  values: Readonly<Record<string, string>>,
  staffEmail: string,
  expectedVersion: string,
  now = new Date(),
): Promise<SettingsSaveResult> {
  const db = await database();
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<SettingsSaveResult> => {
    const current = await readSettings(table, Object.keys(values), trx);
    if (current.version !== expectedVersion) return { outcome: 'stale', current };
    for (const [key, value] of Object.entries(values))
      await trx
        .insertInto(table)
        .values({ key, value, updated_at: at, updated_by: staffEmail })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value, updated_at: at, updated_by: staffEmail }),
        )
        .execute();
    return { outcome: 'saved' };
  });
}
