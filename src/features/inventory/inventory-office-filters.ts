/** The inventory office's list filters, read from and written to the URL query. */
import { listQueryString, queryChoice, queryPage, queryText, type SearchParams } from '@/lib/list-query';

import { vehicleConditions, vehicleStatuses, type VehicleCondition, type VehicleStatus } from './vehicle';

export interface InventoryOfficeQuery {
  q?: string;
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
    page: queryPage(query),
  };
}

export function inventoryOfficeQueryString(query: Partial<InventoryOfficeQuery>): string {
  return listQueryString(query, ['q', 'brand', 'status', 'condition', 'category']);
}
