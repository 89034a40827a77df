import 'server-only';

import { wholeNumberSetting } from '@/server/db/settings-store';

import { defaultPriceChangePercent } from '../price-change-limit';

/**
 * The share anyone may move a price by without a manager (src/features/inventory/price-change-limit.ts),
 * read with its version, and stored if nobody saved it after the version its form showed.
 */
export const { read: priceChangeSetting, save: savePriceChangeSetting } = wholeNumberSetting(
  'office_settings',
  'inventory.priceChangePercent',
  { name: 'percent', least: 1, fallback: defaultPriceChangePercent },
);
