/**
 * The app's own vehicle type: one row of the inventory as every page, the API, the feeds and the
 * e-mails read it. The database is its only source (docs/decisions/0003-inventory.md).
 */

import { dealerTimeZone } from '@/content/dealer-time-zone';
import { formatWholeNumber } from '@/lib/format-price';

export const vehicleStatuses = ['available', 'on-hold', 'sold', 'archived'] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

/**
 * Whether a status change takes a cart off the site for good or brings an archived one back on
 * sale (at its old price): either way a manager's call (`inventory.archive`).
 */
export const changesArchive = (from: VehicleStatus, to: VehicleStatus) =>
  from !== to && (from === 'archived' || to === 'archived');

/**
 * The newest model year a form takes: next year at the dealer (makers sell next year's carts from
 * the summer). Read at each check, so a server running over New Year takes the new year's models
 * without a restart.
 */
export function latestModelYear(moment: Date = new Date()): number {
  return (
    Number(new Intl.DateTimeFormat('en-US', { timeZone: dealerTimeZone, year: 'numeric' }).format(moment)) + 1
  );
}

export const vehicleStatusLabels: Record<VehicleStatus, string> = {
  available: 'Available',
  'on-hold': 'On hold',
  sold: 'Sold',
  archived: 'Archived',
};

/** Said to whoever may not archive, of an archived cart: its record and its status are a manager's. */
export const archivedForManagers = 'Archived: only a manager can change it or bring it back on sale.';

/** The office's button that moves a cart to each status. */
export const statusActionLabels: Record<VehicleStatus, string> = {
  available: 'Mark available',
  'on-hold': 'Put on hold',
  sold: 'Mark sold',
  archived: 'Archive',
};

export const vehicleConditions = ['new', 'used'] as const;
export type VehicleCondition = (typeof vehicleConditions)[number];

export const vehicleConditionLabels: Record<VehicleCondition, string> = { new: 'New', used: 'Used' };

export const batteryTypes = ['lithium', 'lead-acid'] as const;
export type BatteryType = (typeof batteryTypes)[number];

export const batteryTypeLabels: Record<BatteryType, string> = {
  lithium: 'Lithium-ion',
  'lead-acid': 'Lead-acid',
};

/** One uploaded photo, stored as WebP in each of `widths`. */
export interface VehiclePhoto {
  id: string;
  alt: string;
  /** Size of the largest stored width, after the camera's rotation was applied. */
  width: number;
  height: number;
  widths: number[];
}

export interface SpecificationPair {
  label: string;
  value: string;
}

export interface Vehicle {
  /** The slug: derived from the name when created, never changed after. */
  id: string;
  name: string;
  brand: string;
  model: string;
  year: number | null;
  condition: VehicleCondition;
  /** The series, e.g. "D5 Ranger" or "EV Rover"; free text for other brands. */
  category: string;
  price: number;
  salePrice: number | null;
  status: VehicleStatus;
  featured: boolean;
  description: string;
  features: string[];
  /** Specifications beyond the figures below, in the order staff entered them. */
  specifications: SpecificationPair[];
  seats: number | null;
  rangeMiles: number | null;
  topSpeedMph: number | null;
  drive: string | null;
  /** Street-legal as a low-speed vehicle; null when not stated. */
  streetLegal: boolean | null;
  batteryType: BatteryType | null;
  batteryCapacity: string | null;
  lifted: boolean;
  colour: string | null;
  stockNumber: string | null;
  serialNumber: string | null;
  vin: string | null;
  mileage: number | null;
  hours: number | null;
  photos: VehiclePhoto[];
  createdAt: string;
  updatedAt: string;
  /** Raised by every change to the record: a save from an older version is refused. */
  version: number;
  /** Raised by every change to the photos: a photo change from an older version is refused. */
  photosVersion: number;
  /** While a buyer's paid hold keeps it (status on-hold): until when, ISO. */
  holdUntil?: string | null;
}

/** "Sat, Dec 5, 2026": the day a buyer's hold on a cart ends, at the dealer. */
export function formatHoldDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone: dealerTimeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** What a buyer pays: the sale price when there is one. */
export function effectivePrice(vehicle: Pick<Vehicle, 'price' | 'salePrice'>): number {
  return vehicle.salePrice ?? vehicle.price;
}

/** Whole days since the cart was added to the stock. */
export function daysInStock(vehicle: Pick<Vehicle, 'createdAt'>, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(vehicle.createdAt)) / (24 * 60 * 60 * 1000)));
}

/** Shown in /inventory, on brand pages and in the feeds' sense of "can be bought or reserved". */
export function isListed(vehicle: Pick<Vehicle, 'status'>): boolean {
  return vehicle.status === 'available' || vehicle.status === 'on-hold';
}

export type VehicleBadge = 'NEW' | 'In Stock' | 'On Hold' | 'Sold' | 'No Longer Listed';

/**
 * Status badge. The spec's rule (NEW when new, otherwise In Stock) for carts that can be bought;
 * a cart on hold, sold or archived says so instead.
 */
export function vehicleBadge(vehicle: Pick<Vehicle, 'condition' | 'status'>): VehicleBadge {
  switch (vehicle.status) {
    case 'sold':
      return 'Sold';
    case 'on-hold':
      return 'On Hold';
    case 'archived':
      return 'No Longer Listed';
    case 'available':
      return vehicle.condition === 'new' ? 'NEW' : 'In Stock';
  }
}

export function vehiclePath(vehicle: Pick<Vehicle, 'id'>): string {
  return `/vehicles/${encodeURIComponent(vehicle.id)}`;
}

/** "Used 2021 Club Car Onward 4" style subtitle parts for cards and lists. */
export function vehicleConditionLabel(vehicle: Pick<Vehicle, 'condition' | 'year'>): string {
  const condition = vehicleConditionLabels[vehicle.condition];
  return vehicle.year ? `${condition} ${vehicle.year}` : condition;
}

/**
 * Every fact of the record as label and value, in the order the Specifications card lists them:
 * the figures first, then the pairs staff added. Facts that are not stated are left out.
 */
export function specificationRows(vehicle: Vehicle): [string, string][] {
  const rows: [string, string | null][] = [
    ['Seating capacity', vehicle.seats === null ? null : String(vehicle.seats)],
    ['Range', vehicle.rangeMiles === null ? null : `${vehicle.rangeMiles} miles`],
    ['Top speed', vehicle.topSpeedMph === null ? null : `${vehicle.topSpeedMph} mph`],
    ['Drive', vehicle.drive],
    ['Battery type', vehicle.batteryType ? batteryTypeLabels[vehicle.batteryType] : null],
    ['Battery capacity', vehicle.batteryCapacity],
    ['Street legal (LSV)', vehicle.streetLegal === null ? null : vehicle.streetLegal ? 'Yes' : 'No'],
    ['Lifted', vehicle.lifted ? 'Yes' : null],
    ['Colour', vehicle.colour],
    ['Year', vehicle.year === null ? null : String(vehicle.year)],
    ['Mileage', vehicle.mileage === null ? null : `${formatWholeNumber(vehicle.mileage)} miles`],
    ['Hours', vehicle.hours === null ? null : formatWholeNumber(vehicle.hours)],
    ['Stock number', vehicle.stockNumber],
    ['VIN', vehicle.vin],
    ...vehicle.specifications.map((pair): [string, string] => [pair.label, pair.value]),
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}

/** The spec's `specifications` object of the API (section 3), with the figures under their spec keys. */
export function specificationsObject(vehicle: Vehicle): Record<string, string | number> {
  const object: Record<string, string | number> = {};
  if (vehicle.seats !== null) object.seatingCapacity = vehicle.seats;
  if (vehicle.rangeMiles !== null) object.range = `${vehicle.rangeMiles} miles`;
  if (vehicle.topSpeedMph !== null) object.topSpeed = `${vehicle.topSpeedMph} mph`;
  if (vehicle.batteryType) object.batteryType = batteryTypeLabels[vehicle.batteryType];
  if (vehicle.batteryCapacity) object.batteryCapacity = vehicle.batteryCapacity;
  if (vehicle.drive) object.driveType = vehicle.drive;
  for (const pair of vehicle.specifications) object[pair.label] = pair.value;
  return object;
}
