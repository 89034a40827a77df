/**
 * The vehicle form as data: which control each field of the record gets, in which group, with
 * which hint. The form renders this list; nothing about a field is written twice.
 */
import type { FieldOption, FieldSpec } from '@/components/ui/spec-field';

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

/** The id of a suggestion list's datalist. */
export const suggestionListId = (list: SuggestionList) => `vehicle-${list}-list`;

export type VehicleFieldSpec = FieldSpec<VehicleFieldName>;

export interface FieldGroup {
  legend: string;
  fields: readonly VehicleFieldSpec[];
}

/** A text field with the record's label; typed freely, so the browser offers nothing of its own. */
const text = (
  name: VehicleFieldName,
  extra: Partial<VehicleFieldSpec> = {},
  typing: { inputMode?: 'numeric'; list?: SuggestionList } = {},
): VehicleFieldSpec => ({
  name,
  label: vehicleFieldLabels[name],
  control: {
    kind: 'input',
    type: 'text',
    autoComplete: 'off',
    inputMode: typing.inputMode,
    list: typing.list && suggestionListId(typing.list),
  },
  ...extra,
});

const number = (name: VehicleFieldName, extra: Partial<VehicleFieldSpec> = {}): VehicleFieldSpec =>
  text(name, extra, { inputMode: 'numeric' });

const textArea = (name: VehicleFieldName, rows: number, extra: Partial<VehicleFieldSpec>): VehicleFieldSpec =>
  text(name, { wide: true, control: { kind: 'textarea', rows }, ...extra });

const choice = (
  name: VehicleFieldName,
  options: readonly FieldOption[],
  hint?: string,
): VehicleFieldSpec => ({
  name,
  label: vehicleFieldLabels[name],
  control: { kind: 'select', options },
  hint,
});

const checkbox = (name: VehicleFieldName): VehicleFieldSpec => ({
  name,
  label: vehicleFieldLabels[name],
  control: { kind: 'checkbox' },
});

export const vehicleFormGroups: readonly FieldGroup[] = [
  {
    legend: 'The cart',
    fields: [
      text('name', {
        required: true,
        wide: true,
        hint: 'As buyers see it, e.g. "2021 Club Car Onward 4 Lifted". The web address is made from it when the cart is added and never changes after.',
      }),
      text('brand', { required: true }, { list: 'brands' }),
      text('model', { required: true }),
      text(
        'category',
        { required: true, hint: 'A Denago or Evolution series name puts the cart on that brand page.' },
        { list: 'categories' },
      ),
      number('year'),
      choice(
        'condition',
        vehicleConditions.map((value) => ({ value, label: vehicleConditionLabels[value] })),
      ),
    ],
  },
  {
    legend: 'Price and status',
    fields: [
      number('price', { required: true, hint: 'Whole dollars, e.g. 9995.' }),
      number('salePrice', { hint: 'Only during a sale; shown with the price struck through.' }),
      choice(
        'status',
        vehicleStatuses.map((value) => ({ value, label: vehicleStatusLabels[value] })),
        'On hold: a deposit is taken. Sold: the page stays and offers similar carts. Archived: gone from the site (410).',
      ),
      checkbox('featured'),
    ],
  },
  {
    legend: 'What buyers ask',
    fields: [
      number('seats'),
      number('rangeMiles'),
      number('topSpeedMph'),
      text('drive', {}, { list: 'drives' }),
      choice('batteryType', [
        { value: '', label: 'Not stated' },
        ...batteryTypes.map((value) => ({ value, label: batteryTypeLabels[value] })),
      ]),
      text('batteryCapacity', { hint: 'e.g. "48V 105Ah" or "5.1 kWh".' }),
      choice('streetLegal', [
        { value: '', label: 'Not stated' },
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ]),
      checkbox('lifted'),
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
      textArea('description', 5, {
        required: true,
        hint: 'Figures you mention (seats, range, top speed, drive, battery) must match the figures above.',
      }),
      textArea('features', 8, { hint: 'One feature per line, in the order to show them.' }),
      textArea('specifications', 5, {
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
