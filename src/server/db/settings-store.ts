import 'server-only';

import { database, type Executor } from '@/server/db/database';
import { lockForTransaction } from '@/server/db/transaction-lock';

/**
 * A group of settings staff edit together on one form (the finance figures, the lead desk's
 * routing, the reply templates): read with the version the form is opened at, and saved, every
 * key at one moment, only over that version, so two managers cannot undo each other.
 *
 * `settings` is for what the public pages show (its triggers raise the stock version, so every
 * cached page is made again); `office_settings` for what only the staff area reads.
 */
export type SettingsTable = 'settings' | 'office_settings';

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

/** What a settings form is opened at: the latest save's version ("" while never saved), and who made it. */
export type SettingsVersion = Pick<StoredSettings, 'version' | 'changedBy'>;

/**
 * The whole number stored under `key` when it is at least `least`; `fallback` while it was never
 * saved (or holds what no form would store).
 */
export function storedWholeNumber(
  values: StoredSettings['values'],
  key: string,
  least: number,
  fallback: number,
): number {
  const stored = Number(values.get(key));
  return Number.isInteger(stored) && stored >= least ? stored : fallback;
}

/**
 * A setting that is one whole number on a form of its own (a share, a number of hours): read as
 * storedWholeNumber reads it, under `name` beside its version, and saved over the version its
 * form showed.
 */
export function wholeNumberSetting<Name extends string>(
  table: SettingsTable,
  key: string,
  { name, least, fallback }: { name: Name; least: number; fallback: number },
) {
  return {
    /** Read on `db` when given: a transaction that holds SQLite's one connection reads through it. */
    read: async (db?: Executor): Promise<SettingsVersion & Record<Name, number>> => {
      const { values, version, changedBy } = await readSettings(table, [key], db);
      // A key computed from `name` is typed as any string's; it is exactly `name`.
      const value = { [name]: storedWholeNumber(values, key, least, fallback) } as Record<Name, number>;
      return { ...value, version, changedBy };
    },
    save: (value: number, staffEmail: string, expectedVersion: string): Promise<SettingsSaveResult> =>
      saveSettings(table, { [key]: String(value) }, staffEmail, expectedVersion),
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
    // Two saves at the same moment go one after the other: the second sees the first and is stale.
    await lockForTransaction(trx, `settings:${table}`);
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
