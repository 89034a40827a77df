/**
 * The finance figures a fresh site starts with. Staff change them in the inventory office
 * (/admin/settings); the stored values then win (src/server/queries/finance-settings.ts).
 */
import type { FinanceSettings } from '@/lib/requests/payment-estimate';

export const defaultFinanceSettings: FinanceSettings = {
  /** New Jersey's state sales tax rate. */
  salesTaxPercent: 6.625,
  defaultAprPercent: 7.99,
  defaultTermMonths: 60,
  defaultDownPercent: 10,
};
