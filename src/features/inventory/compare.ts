/**
 * The pure half of /compare: reading the ids from the address (forgiving: a mistyped or stale
 * link shows what it can, never an error), picking the vehicles, and the table's rows with the
 * rows where the vehicles differ. The page and src/features/inventory/server/compare-query.ts do the rest.
 */
import { formatPrice, formatWholeNumber } from '@/lib/format-price';

import { batteryTypeLabels, vehicleConditionLabel, type Vehicle } from './vehicle';

/** How many vehicles one comparison shows side by side. */
export const maxCompared = 3;

/** At most this many unknown ids are quoted on the page; the rest are counted. */
export const quotedIds = 5;

/** At most this many ids are kept when the add form's answer writes the address again. */
export const idsInAddress = 20;

/** Longer than any id a vehicle can have (slugs are cut at 100 characters, plus "-N"). */
const maxIdLength = 120;

/** A page's search params as Next passes them. */
type SearchParams = Record<string, string | string[] | undefined>;

export interface CompareQuery {
  /** The requested ids: distinct, in the order asked for, with `add` at the end. */
  ids: string[];
  /** `diff=1`: show only the rows where the vehicles differ. */
  diff: boolean;
  /** The add-a-vehicle form was sent (`add`): the page answers with the clean address instead. */
  adding: boolean;
  /** Anything at all in the query: such an address is a personal view, not a page to index. */
  hasQuery: boolean;
}

const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Ids from `ids` (and `add`) values: each value split at commas, control characters dropped,
 * trimmed and lowercased (ids are lowercase slugs), empty ones left out, each kept once.
 */
export function compareIds(...values: (string | string[] | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const value of values.flat()) {
    if (value === undefined) continue;
    for (const part of value.split(',')) {
      const id = part.replace(controlCharacters, '').trim().toLowerCase();
      if (id) ids.add(id);
    }
  }
  return [...ids];
}

/** Every query parameter the comparison page reads. */
export const compareQueryParameters: readonly string[] = ['ids', 'add', 'diff'];

export function parseCompareQuery(query: SearchParams): CompareQuery {
  const diff = [query.diff].flat().includes('1');
  return {
    ids: compareIds(query.ids, query.add),
    diff,
    adding: query.add !== undefined,
    hasQuery: Object.values(query).some((value) => value !== undefined),
  };
}

/**
 * The address of a comparison: `/compare?ids=a,b,c` (commas left readable), `&diff=1` for the
 * differences only, or `/compare` when there is nothing to compare.
 */
export function compareHref(ids: readonly string[], { diff = false }: { diff?: boolean } = {}): string {
  if (ids.length === 0) return '/compare';
  const list = ids.map((id) => encodeURIComponent(id)).join(',');
  return `/compare?ids=${list}${diff ? '&diff=1' : ''}`;
}

export interface Comparison<V> {
  /** The vehicles compared, at most `maxCompared`, in the order asked for. */
  vehicles: V[];
  /** Requested ids that name no vehicle with a page (unknown or archived). */
  unknown: string[];
  /** How many ids were left out because `maxCompared` vehicles were already found. */
  leftOut: number;
}

/**
 * The vehicles to compare: the first `max` requested ids that `find` knows, in order. Ids it does
 * not know are reported; ids after the comparison is full are counted, not looked up.
 */
export function selectCompared<V>(
  requested: readonly string[],
  find: (id: string) => V | undefined,
  max = maxCompared,
): Comparison<V> {
  const comparison: Comparison<V> = { vehicles: [], unknown: [], leftOut: 0 };
  for (const id of requested) {
    if (comparison.vehicles.length >= max) {
      comparison.leftOut++;
      continue;
    }
    const vehicle = id.length <= maxIdLength ? find(id) : undefined;
    // The same cart asked for twice (by its id and a shorter form of it) is compared once.
    if (vehicle && comparison.vehicles.includes(vehicle)) continue;
    if (vehicle) comparison.vehicles.push(vehicle);
    else comparison.unknown.push(id);
  }
  return comparison;
}

/** A requested id as a notice quotes it: shortened when it is long (anyone can type a URL). */
export function displayId(id: string, max = 40): string {
  return id.length > max ? `${id.slice(0, max - 1)}…` : id;
}

/** What a missing value is called: a figure every cart has ("Ask us", decision 0007) or a detail. */
export type MissingValue = 'ask' | 'not-stated';

export interface CompareRow {
  /** Unique within the table. */
  key: string;
  label: string;
  /** One value per vehicle, null when that vehicle does not state it. */
  values: (string | null)[];
  missing: MissingValue;
  /** The vehicles do not all say the same thing (a stated value against a missing one counts). */
  differs: boolean;
}

const comparable = (value: string | null) =>
  value === null ? null : value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether values differ: compared without regard to case and spacing ("Lithium-ion" and
 * "lithium-ion " agree). One value never differs; a missing value differs from a stated one.
 */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  return new Set(values.map(comparable)).size > 1;
}

/** The label of a specification as rows are matched: "Motor  type" and "motor type" are one row. */
const labelKey = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every specification label of the vehicles, each once (case and spacing aside), first seen first. */
export function specificationLabels(vehicles: readonly Pick<Vehicle, 'specifications'>[]): string[] {
  const labels = new Map<string, string>();
  for (const vehicle of vehicles)
    for (const { label } of vehicle.specifications) {
      const key = labelKey(label);
      if (key && !labels.has(key)) labels.set(key, label.trim().replace(/\s+/g, ' '));
    }
  return [...labels.values()];
}

/** A vehicle's value for a specification label; a label entered twice gives both values. */
function specificationValue(vehicle: Pick<Vehicle, 'specifications'>, label: string): string | null {
  const values = vehicle.specifications
    .filter((pair) => labelKey(pair.label) === labelKey(label) && pair.value.trim() !== '')
    .map((pair) => pair.value.trim());
  return values.length > 0 ? values.join('; ') : null;
}

function priceText(vehicle: Pick<Vehicle, 'price' | 'salePrice'>): string {
  if (vehicle.salePrice === null || vehicle.salePrice >= vehicle.price) return formatPrice(vehicle.price);
  return `${formatPrice(vehicle.salePrice)} (was ${formatPrice(vehicle.price)})`;
}

function batteryText(vehicle: Pick<Vehicle, 'batteryType' | 'batteryCapacity'>): string | null {
  const parts = [
    vehicle.batteryType ? batteryTypeLabels[vehicle.batteryType] : null,
    vehicle.batteryCapacity?.trim() || null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Yes' : 'No');

/**
 * The rows of the table: price, condition and year, the figures, the details some carts state
 * (shown only when one of them does), then every specification label of any of them.
 */
export function compareRows(vehicles: readonly Vehicle[]): CompareRow[] {
  const row = (
    key: string,
    label: string,
    value: (vehicle: Vehicle) => string | null,
    missing: MissingValue = 'ask',
  ): CompareRow => {
    const values = vehicles.map(value);
    return { key, label, values, missing, differs: valuesDiffer(values) };
  };
  const stated = (candidate: CompareRow) => candidate.values.some((value) => value !== null);
  const rows = [
    row('price', 'Price', priceText),
    row('condition', 'Condition and year', vehicleConditionLabel),
    row('seats', 'Seats', (vehicle) => (vehicle.seats === null ? null : String(vehicle.seats))),
    row('range', 'Range', (vehicle) => (vehicle.rangeMiles === null ? null : `${vehicle.rangeMiles} miles`)),
    row('top-speed', 'Top speed', (vehicle) =>
      vehicle.topSpeedMph === null ? null : `${vehicle.topSpeedMph} mph`,
    ),
    row('battery', 'Battery', batteryText),
    row('drive', 'Drive', (vehicle) => vehicle.drive?.trim() || null),
    row('street-legal', 'Street legal (LSV)', (vehicle) => yesNo(vehicle.streetLegal)),
  ];
  const details = [
    row('colour', 'Colour', (vehicle) => vehicle.colour?.trim() || null, 'not-stated'),
    row(
      'mileage',
      'Mileage',
      (vehicle) => (vehicle.mileage === null ? null : `${formatWholeNumber(vehicle.mileage)} miles`),
      'not-stated',
    ),
    row(
      'hours',
      'Hours',
      (vehicle) => (vehicle.hours === null ? null : formatWholeNumber(vehicle.hours)),
      'not-stated',
    ),
  ].filter(stated);
  // Every record says whether the cart is lifted; the row shows once one of them is.
  if (vehicles.some((vehicle) => vehicle.lifted))
    details.unshift(row('lifted', 'Lifted', (vehicle) => yesNo(vehicle.lifted)));
  const specifications = specificationLabels(vehicles).map((label, index) =>
    row(`spec-${index}`, label, (vehicle) => specificationValue(vehicle, label), 'not-stated'),
  );
  return [...rows, ...details, ...specifications];
}
