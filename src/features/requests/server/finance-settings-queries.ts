import 'server-only';

import { defaultFinanceSettings, financeSettingsFrom } from '@/content/finance';
import type { FinanceSettings } from '@/content/finance';
import { database, type Db } from '@/server/db/database';

const keys = Object.keys(defaultFinanceSettings) as (keyof FinanceSettings)[];

/** The finance figures estimates use: what staff stored, else the defaults of src/content/finance.ts. */
export async function financeSettings(): Promise<FinanceSettings> {
  const db = await database();
  return financeSettingsFrom(
    await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute(),
  );
}

/**
 * When and by whom the finance figures were last changed, if ever; read in `db` when given (a
 * save's transaction). Every key of one save carries the same moment, so `at` is also the
 * settings' version (see financeSettingsVersion).
 */
export async function financeSettingsChange(
  db?: Pick<Db, 'selectFrom'>,
): Promise<{ at: string; by: string | null } | undefined> {
  const row = await (db ?? (await database()))
    .selectFrom('settings')
    .select(['updated_at', 'updated_by'])
    .where('key', 'in', keys)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
  return row ? { at: row.updated_at, by: row.updated_by } : undefined;
}

/** The version a finance settings form is opened at and sends back: "" while never changed. */
export const financeSettingsVersion = (change: { at: string } | undefined) => change?.at ?? '';
