/** The inventory office's list filters, read from and written to the URL query. */
import { listFilters, type FiltersQuery } from '@/components/admin/list-query';
import { labelledChoices } from '@/lib/labelled-choices';

import { vehicleConditions, vehicleStatuses } from './vehicle';

/** Lists of carts that need someone to act: no photo yet, or listed for more than 90 days. */
export const { choices: inventoryAttentions, labels: inventoryAttentionLabels } = labelledChoices({
  'needs-photos': 'Needs photos',
  'over-90-days': 'Over 90 days in stock',
});
export type InventoryAttention = (typeof inventoryAttentions)[number];
/** How long a listed cart may sit before it shows in "Over 90 days in stock". */
export const agedStockDays = 90;

const inventoryOfficeFilters = listFilters({
  q: 'text',
  brand: 'text',
  status: vehicleStatuses,
  condition: vehicleConditions,
  category: 'text',
  attention: inventoryAttentions,
});

export type InventoryOfficeQuery = FiltersQuery<typeof inventoryOfficeFilters>;
export const parseInventoryOfficeQuery = inventoryOfficeFilters.parse;
export const inventoryOfficeQueryString = inventoryOfficeFilters.queryString;
