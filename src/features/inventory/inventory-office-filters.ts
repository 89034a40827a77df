/** The inventory office's list filters, read from and written to the URL query. */
import {
  listQueryString,
  queryChoice,
  queryPage,
  queryText,
  type SearchParams,
} from '@/components/admin/list-query';
import { labelledChoices } from '@/lib/labelled-choices';

import { vehicleConditions, vehicleStatuses, type VehicleCondition, type VehicleStatus } from './vehicle';

/** Lists of carts that need someone to act: no photo yet, or listed for more than 90 days. */
export const { choices: inventoryAttentions, labels: inventoryAttentionLabels } = labelledChoices({
  'needs-photos': 'Needs photos',
  'over-90-days': 'Over 90 days in stock',
});
export type InventoryAttention = (typeof inventoryAttentions)[number];
/** How long a listed cart may sit before it shows in "Over 90 days in stock". */
export const agedStockDays = 90;

export interface InventoryOfficeQuery {
  q?: string;
  attention?: InventoryAttention;
  brand?: string;
  status?: VehicleStatus;
  condition?: VehicleCondition;
  category?: string;
  page: number;
}

export function parseInventoryOfficeQuery(query: SearchParams): InventoryOfficeQuery {
  return {
    q: queryText(query, 'q'),
    brand: queryText(query, 'brand'),
    status: queryChoice(query, 'status', vehicleStatuses),
    condition: queryChoice(query, 'condition', vehicleConditions),
    category: queryText(query, 'category'),
    attention: queryChoice(query, 'attention', inventoryAttentions),
    page: queryPage(query),
  };
}

export function inventoryOfficeQueryString(query: Partial<InventoryOfficeQuery>): string {
  return listQueryString(query, ['q', 'brand', 'status', 'condition', 'category', 'attention']);
}
