/**
 * The inventory office's vehicle record: its fields as staff type them (the form and the CSV use
 * the same names and text), the one zod schema that checks them, and the conversions between a
 * stored vehicle and those texts. Every message names the field and says what to write.
 */
import * as z from 'zod/mini';

import { droppingHiddenMarks, oneLineText } from '@/lib/one-line-text';

import {
  batteryTypes,
  latestModelYear,
  vehicleConditions,
  vehicleStatuses,
  type SpecificationPair,
  type Vehicle,
} from './vehicle';
import { copyConflicts } from './vehicle-copy-check';
import { hasValidCheckDigit } from './vin';

export const vehicleFieldNames = [
  'name',
  'brand',
  'model',
  'year',
  'condition',
  'category',
  'price',
  'salePrice',
  'status',
  'featured',
  'seats',
  'rangeMiles',
  'topSpeedMph',
  'drive',
  'streetLegal',
  'batteryType',
  'batteryCapacity',
  'lifted',
  'colour',
  'stockNumber',
  'serialNumber',
  'vin',
  'mileage',
  'hours',
  'description',
  'features',
  'specifications',
] as const;

export type VehicleFieldName = (typeof vehicleFieldNames)[number];

export const isVehicleFieldName = (name: string): name is VehicleFieldName =>
  (vehicleFieldNames as readonly string[]).includes(name);

/** The record as text, as a form or a CSV row holds it. */
export type VehicleFormValues = Record<VehicleFieldName, string>;

export const vehicleFieldLabels: Record<VehicleFieldName, string> = {
  name: 'Name',
  brand: 'Brand',
  model: 'Model',
  year: 'Year',
  condition: 'Condition',
  category: 'Series or category',
  price: 'Price',
  salePrice: 'Sale price',
  status: 'Status',
  featured: 'Featured on the home page',
  seats: 'Seats',
  rangeMiles: 'Range (miles)',
  topSpeedMph: 'Top speed (mph)',
  drive: 'Drive',
  streetLegal: 'Street-legal (LSV)',
  batteryType: 'Battery type',
  batteryCapacity: 'Battery capacity',
  lifted: 'Lifted',
  colour: 'Colour',
  stockNumber: 'Stock number',
  serialNumber: 'Serial number',
  vin: 'VIN',
  mileage: 'Mileage',
  hours: 'Hours',
  description: 'Description',
  features: 'Features',
  specifications: 'Specifications',
};

export const emptyVehicleForm: VehicleFormValues = {
  ...(Object.fromEntries(vehicleFieldNames.map((name) => [name, ''])) as VehicleFormValues),
  condition: 'used',
  status: 'available',
  featured: 'no',
  lifted: 'no',
};

export const maxVehiclePrice = 500_000;

const tooLong = (label: string, max: number) => `${label} can be at most ${max} characters.`;

/** A field of one line: a name, a number, a colour (src/lib/one-line-text.ts). */
const required = (label: string, max: number) =>
  oneLineText(`Enter the ${label.toLowerCase()}.`, label, max, { tooLong: tooLong(label, max) });

const optionalText = (label: string, max: number) =>
  z.pipe(
    oneLineText(`Enter the ${label.toLowerCase()}.`, label, max, {
      tooLong: tooLong(label, max),
      optional: true,
    }),
    z.transform((value) => (value === '' ? null : value)),
  );

/**
 * Whole numbers as people type them: "9,995", "$9995", " 12 ". A quantity's bounds are written
 * with thousands separators ("1,000,000 miles"); a year's are not ("between 1950 and 2027").
 */
/** A limit given as a number, or read at check time (the model year moves with the calendar). */
const upTo = (max: number | (() => number)) => (typeof max === 'function' ? max() : max);

const wholeNumber = (label: string, min: number, max: number | (() => number), unit = '', grouped = true) =>
  z
    .pipe(
      z
        .pipe(
          z.string().check(z.trim()),
          z.transform((value) => value.replace(/^\$/, '').replace(/,/g, '')),
        )
        .check(
          z.refine(
            (value) => value === '' || /^\d+$/.test(value),
            `${label} must be a whole number${unit ? ` of${unit}` : ''}.`,
          ),
        ),
      z.transform((value) => (value === '' ? null : Number(value))),
    )
    .check(
      z.refine((value) => value === null || (value >= min && value <= upTo(max)), {
        error: () =>
          `${label} must be between ${min.toLocaleString('en-US', { useGrouping: grouped })} and ${upTo(max).toLocaleString('en-US', { useGrouping: grouped })}${unit}.`,
      }),
    );

const yesNo = z.pipe(
  z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.refine(
      (value) => ['', 'yes', 'no', 'true', 'false', 'on', '1', '0'].includes(value),
      'Choose yes or no.',
    ),
  ),
  z.transform((value) => ['yes', 'true', 'on', '1'].includes(value)),
);

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

export const vehicleSchema = z
  .object({
    name: required('Name', 120),
    brand: required('Brand', 60),
    model: required('Model', 80),
    year: wholeNumber('The year', 1950, latestModelYear, '', false),
    condition: z.enum(vehicleConditions, 'Choose new or used.'),
    category: required('Series or category', 60),
    price: z.pipe(
      wholeNumber('The price', 1, maxVehiclePrice, ' dollars').check(
        z.refine((value) => value !== null, 'Enter the price in whole dollars, e.g. 9995.'),
      ),
      // The check above lets no null through: a vehicle always has its price.
      z.transform((value) => value as number),
    ),
    salePrice: wholeNumber('The sale price', 1, maxVehiclePrice, ' dollars'),
    status: z.enum(vehicleStatuses, 'Choose available, on hold, sold or archived.'),
    featured: yesNo,
    seats: wholeNumber('Seats', 1, 20),
    rangeMiles: wholeNumber('The range', 1, 300, ' miles'),
    topSpeedMph: wholeNumber('The top speed', 1, 80, ' mph'),
    drive: optionalText('Drive', 40),
    streetLegal: z.pipe(
      z.string().check(
        z.trim(),
        z.toLowerCase(),
        z.refine((value) => ['', 'yes', 'no'].includes(value), 'Choose yes, no or not stated.'),
      ),
      z.transform((value) => (value === '' ? null : value === 'yes')),
    ),
    batteryType: z.pipe(
      z.string().check(
        z.trim(),
        z.refine(
          (value) => value === '' || (batteryTypes as readonly string[]).includes(value),
          'Choose lithium or lead-acid, or leave it not stated.',
        ),
      ),
      z.transform((value) => (value === '' ? null : (value as Vehicle['batteryType']))),
    ),
    batteryCapacity: optionalText('Battery capacity', 40),
    lifted: yesNo,
    colour: optionalText('Colour', 40),
    stockNumber: optionalText('Stock number', 40),
    serialNumber: optionalText('Serial number', 60),
    vin: z.pipe(
      z.string().check(
        z.trim(),
        z.toUpperCase(),
        z.refine(
          (value) => value === '' || vinPattern.test(value),
          "A VIN has 17 letters and digits (never I, O or Q). Leave it empty when the cart has none; a golf cart's own number goes in Serial number.",
        ),
        z.refine(
          (value) => value === '' || !vinPattern.test(value) || hasValidCheckDigit(value),
          'This VIN does not add up: its 9th character (the check digit) does not match the others. Check it for a mistyped character.',
        ),
      ),
      z.transform((value) => (value === '' ? null : value)),
    ),
    mileage: wholeNumber('Mileage', 0, 1_000_000, ' miles'),
    hours: wholeNumber('Hours', 0, 100_000),
    description: z
      .string()
      .check(
        droppingHiddenMarks(),
        z.trim(),
        z.maxLength(4000, tooLong('Description', 4000)),
        z.minLength(20, 'Write a description of at least 20 characters: what the cart is and who it suits.'),
      ),
    features: z.pipe(z.string(), z.transform(lines)).check(
      z.refine((list) => list.length <= 30, 'List at most 30 features.'),
      z.refine((list) => list.every((line) => line.length <= 200), 'Keep each feature under 200 characters.'),
    ),
    specifications: z.pipe(
      z.pipe(z.string(), z.transform(lines)).check(
        z.superRefine((list, context) => {
          list.forEach((line, index) => {
            if (!/^[^:]{1,60}:\s*\S/.test(line) || line.length > 200)
              context.addIssue({
                code: 'custom',
                message: `Line ${index + 1}: write each specification as "Name: value", e.g. "Charger: onboard 48V".`,
              });
          });
          if (list.length > 40)
            context.addIssue({ code: 'custom', message: 'List at most 40 specifications.' });
        }),
      ),
      z.transform((list): SpecificationPair[] =>
        list.map((line) => {
          const at = line.indexOf(':');
          return { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
        }),
      ),
    ),
  })
  .check(
    z.superRefine((vehicle, context) => {
      // A field its own check refused is still the typed text here ("1e1"): the checks across
      // fields leave it to that refusal rather than quote it back as a figure.
      const refused = new Set(context.issues.map((issue) => issue.path?.[0]));
      const read = (...fields: VehicleFieldName[]) => fields.every((field) => !refused.has(field));
      if (
        read('salePrice', 'price') &&
        vehicle.salePrice !== null &&
        vehicle.price !== null &&
        vehicle.salePrice >= vehicle.price
      )
        context.addIssue({
          code: 'custom',
          path: ['salePrice'],
          message: 'The sale price must be lower than the price. Leave it empty when there is no sale.',
        });
      if (read('condition', 'mileage') && vehicle.condition === 'new' && vehicle.mileage)
        context.addIssue({ code: 'custom', path: ['mileage'], message: 'Mileage is for used carts only.' });
      if (read('condition', 'hours') && vehicle.condition === 'new' && vehicle.hours)
        context.addIssue({ code: 'custom', path: ['hours'], message: 'Hours are for used carts only.' });
      if (read('description', 'features', 'seats', 'rangeMiles', 'topSpeedMph', 'drive', 'batteryType'))
        for (const conflict of copyConflicts({ ...vehicle, batteryType: vehicle.batteryType }))
          context.addIssue({ code: 'custom', path: [conflict.field], message: conflict.message });
    }),
  );

export type VehicleInput = z.output<typeof vehicleSchema>;

export type VehicleFieldErrors = Partial<Record<VehicleFieldName, string[]>>;

export type VehicleParseResult =
  { success: true; data: VehicleInput } | { success: false; errors: VehicleFieldErrors };

/** Checks the typed record: the vehicle to store, or every problem by field. */
export function parseVehicleForm(values: Partial<Record<string, unknown>>): VehicleParseResult {
  const text = Object.fromEntries(
    vehicleFieldNames.map((name) => {
      const value = values[name];
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
  const result = vehicleSchema.safeParse(text);
  if (result.success) return { success: true, data: result.data };
  const errors: VehicleFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as VehicleFieldName;
    (errors[field] ??= []).push(issue.message);
  }
  return { success: false, errors };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** A stored vehicle as the form and the CSV show it. */
export function vehicleToFormValues(vehicle: Vehicle): VehicleFormValues {
  return {
    name: vehicle.name,
    brand: vehicle.brand,
    model: vehicle.model,
    year: numberText(vehicle.year),
    condition: vehicle.condition,
    category: vehicle.category,
    price: String(vehicle.price),
    salePrice: numberText(vehicle.salePrice),
    status: vehicle.status,
    featured: vehicle.featured ? 'yes' : 'no',
    seats: numberText(vehicle.seats),
    rangeMiles: numberText(vehicle.rangeMiles),
    topSpeedMph: numberText(vehicle.topSpeedMph),
    drive: vehicle.drive ?? '',
    streetLegal: vehicle.streetLegal === null ? '' : vehicle.streetLegal ? 'yes' : 'no',
    batteryType: vehicle.batteryType ?? '',
    batteryCapacity: vehicle.batteryCapacity ?? '',
    lifted: vehicle.lifted ? 'yes' : 'no',
    colour: vehicle.colour ?? '',
    stockNumber: vehicle.stockNumber ?? '',
    serialNumber: vehicle.serialNumber ?? '',
    vin: vehicle.vin ?? '',
    mileage: numberText(vehicle.mileage),
    hours: numberText(vehicle.hours),
    description: vehicle.description,
    features: vehicle.features.join('\n'),
    specifications: vehicle.specifications.map((pair) => `${pair.label}: ${pair.value}`).join('\n'),
  };
}

/**
 * A copy to start a new record from: the same cart, without what identifies one unit
 * (stock, serial and VIN numbers) and not featured.
 */
export function duplicateFormValues(vehicle: Vehicle): VehicleFormValues {
  return {
    ...vehicleToFormValues(vehicle),
    name: `${vehicle.name} (copy)`,
    status: 'available',
    featured: 'no',
    stockNumber: '',
    serialNumber: '',
    vin: '',
  };
}
