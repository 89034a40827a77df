/**
 * The finance figures a fresh site starts with. Staff change them in the inventory office
 * (/admin/inventory/settings); the stored values then win (financeSettingsFrom, below).
 */

/** What the dealer sets in the inventory office (src/features/requests/server/finance-settings-queries.ts). */
export interface FinanceSettings {
  /** Sales tax on the price, in percent, e.g. 6.625 for New Jersey. */
  salesTaxPercent: number;
  /** The APR an estimate starts with, in percent. */
  defaultAprPercent: number;
  defaultTermMonths: number;
  /** The down payment an estimate starts with, in percent of the price. */
  defaultDownPercent: number;
}

export const defaultFinanceSettings: FinanceSettings = {
  /** New Jersey's state sales tax rate. */
  salesTaxPercent: 6.625,
  defaultAprPercent: 7.99,
  defaultTermMonths: 60,
  defaultDownPercent: 10,
};

/** The figures in force: each stored value that is a number wins over its default. */
export function financeSettingsFrom(stored: readonly { key: string; value: string }[]): FinanceSettings {
  const settings = { ...defaultFinanceSettings };
  for (const row of stored) {
    const value = Number(row.value);
    if (row.key in settings && Number.isFinite(value)) settings[row.key as keyof FinanceSettings] = value;
  }
  return settings;
}
