/**
 * The vehicle form as data: which control each field of the record gets, in which group, with
 * which hint. The form renders this list; nothing about a field is written twice.
 */
import {
  batteryTypeLabels,
  batteryTypes,
  vehicleConditionLabels,
  vehicleConditions,
  vehicleStatusLabels,
  vehicleStatuses,
} from '../../vehicle';
import { vehicleFieldLabels, type VehicleFieldName } from '../../vehicle-form';

/** The typing suggestions a text field may offer (a datalist each). */
export type SuggestionList = 'brands' | 'categories' | 'drives';

export type FieldControl =
  | { kind: 'text'; inputMode?: 'numeric' | 'text'; list?: SuggestionList }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  | { kind: 'checkbox' }
  | { kind: 'textarea'; rows: number };

export interface FieldSpec {
  name: VehicleFieldName;
  label: string;
  control: FieldControl;
  hint?: string;
  required?: boolean;
  /** Spans the whole row of the group's grid. */
  wide?: boolean;
}

export interface FieldGroup {
  legend: string;
  fields: readonly FieldSpec[];
}

const text = (name: VehicleFieldName, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label: vehicleFieldLabels[name],
  control: { kind: 'text' },
  ...extra,
});

const number = (name: VehicleFieldName, extra: Partial<FieldSpec> = {}): FieldSpec =>
  text(name, { control: { kind: 'text', inputMode: 'numeric' }, ...extra });

export const vehicleFormGroups: readonly FieldGroup[] = [
  {
    legend: 'The cart',
    fields: [
      text('name', {
        required: true,
        wide: true,
        hint: 'As buyers see it, e.g. "2021 Club Car Onward 4 Lifted". The web address is made from it when the cart is added and never changes after.',
      }),
      text('brand', { required: true, control: { kind: 'text', list: 'brands' } }),
      text('model', { required: true }),
      text('category', {
        required: true,
        control: { kind: 'text', list: 'categories' },
        hint: 'A Denago or Evolution series name puts the cart on that brand page.',
      }),
      number('year'),
      {
        name: 'condition',
        label: vehicleFieldLabels.condition,
        control: {
          kind: 'select',
          options: vehicleConditions.map((value) => ({ value, label: vehicleConditionLabels[value] })),
        },
      },
    ],
  },
  {
    legend: 'Price and status',
    fields: [
      number('price', { required: true, hint: 'Whole dollars, e.g. 9995.' }),
      number('salePrice', { hint: 'Only during a sale; shown with the price struck through.' }),
      {
        name: 'status',
        label: vehicleFieldLabels.status,
        control: {
          kind: 'select',
          options: vehicleStatuses.map((value) => ({ value, label: vehicleStatusLabels[value] })),
        },
        hint: 'On hold: a deposit is taken. Sold: the page stays and offers similar carts. Archived: gone from the site (410).',
      },
      { name: 'featured', label: vehicleFieldLabels.featured, control: { kind: 'checkbox' } },
    ],
  },
  {
    legend: 'What buyers ask',
    fields: [
      number('seats'),
      number('rangeMiles'),
      number('topSpeedMph'),
      text('drive', { control: { kind: 'text', list: 'drives' } }),
      {
        name: 'batteryType',
        label: vehicleFieldLabels.batteryType,
        control: {
          kind: 'select',
          options: [
            { value: '', label: 'Not stated' },
            ...batteryTypes.map((value) => ({ value, label: batteryTypeLabels[value] })),
          ],
        },
      },
      text('batteryCapacity', { hint: 'e.g. "48V 105Ah" or "5.1 kWh".' }),
      {
        name: 'streetLegal',
        label: vehicleFieldLabels.streetLegal,
        control: {
          kind: 'select',
          options: [
            { value: '', label: 'Not stated' },
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
      },
      { name: 'lifted', label: vehicleFieldLabels.lifted, control: { kind: 'checkbox' } },
    ],
  },
  {
    legend: 'This unit',
    fields: [
      text('colour'),
      text('stockNumber'),
      text('serialNumber'),
      text('vin', { hint: 'Street-legal carts have one; leave it empty otherwise.' }),
      number('mileage', { hint: 'Used carts only.' }),
      number('hours', { hint: 'Used carts only.' }),
    ],
  },
  {
    legend: 'What the page says',
    fields: [
      text('description', {
        required: true,
        wide: true,
        control: { kind: 'textarea', rows: 5 },
        hint: 'Figures you mention (seats, range, top speed, drive, battery) must match the figures above.',
      }),
      text('features', {
        wide: true,
        control: { kind: 'textarea', rows: 8 },
        hint: 'One feature per line, in the order to show them.',
      }),
      text('specifications', {
        wide: true,
        control: { kind: 'textarea', rows: 5 },
        hint: 'One per line as "Name: value", e.g. "Charger: onboard 48V". Seats, range and the other figures above are listed already.',
      }),
    ],
  },
];

export const driveSuggestions = ['2x4', '4x4', 'Rear-wheel drive', 'All-wheel drive'];
export const brandSuggestions = [
  'Denago',
  'Evolution',
  'Club Car',
  'EZ-GO',
  'Yamaha',
  'Icon',
  'Tomberlin',
  'Swift EV',
];
