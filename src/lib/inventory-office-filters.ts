/** The inventory office's list filters, read from and written to the URL query. */
import { vehicleConditions, vehicleStatuses, type VehicleCondition, type VehicleStatus } from './vehicle';

export interface InventoryOfficeQuery {
  q?: string;
  brand?: string;
  status?: VehicleStatus;
  condition?: VehicleCondition;
  category?: string;
  page: number;
}

type Query = Record<string, string | string[] | undefined>;

const first = (query: Query, key: string) => {
  const value = query[key];
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) || undefined;
};

export function parseInventoryOfficeQuery(query: Query): InventoryOfficeQuery {
  const status = first(query, 'status');
  const condition = first(query, 'condition');
  const page = Number.parseInt(first(query, 'page') ?? '1', 10);
  return {
    q: first(query, 'q'),
    brand: first(query, 'brand'),
    status: vehicleStatuses.includes(status as VehicleStatus) ? (status as VehicleStatus) : undefined,
    condition: vehicleConditions.includes(condition as VehicleCondition)
      ? (condition as VehicleCondition)
      : undefined,
    category: first(query, 'category'),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function inventoryOfficeQueryString(query: Partial<InventoryOfficeQuery>): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'brand', 'status', 'condition', 'category'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
