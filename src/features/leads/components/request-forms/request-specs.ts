/**
 * The fields of each request form, as data the form renders (src/features/leads/components/enquiry-form.tsx);
 * a field is half a row from the small screen up unless it is `wide`.
 * Options come from the content modules, so a new town, plan or problem shows up by itself.
 */
import { municipalities } from '@/content/municipalities';
import { cartTypes } from '@/content/rental-plans';
import { photoRules } from '@/features/inventory/photo-rules';
import { batteryTypeLabels, batteryTypes, latestModelYear } from '@/features/inventory/vehicle';
import { aprLimits, termsOffered } from '@/features/requests/payment-estimate';
import { maxCartsPerRequest } from '@/features/requests/rental-quote';
import { lastBookableDate } from '@/features/requests/request-dates';
import { earliestCartYear, tradeInConditions } from '@/features/requests/request-fields';
import {
  bookableHoursText,
  serviceHandovers,
  serviceProblems,
} from '@/features/requests/service-appointment';
import { tradeInPhotoLimit } from '@/features/requests/trade-in-photos';

import type { RequestFieldSpec, RequestFormSpec } from '../enquiry-form';

const townOptions = () =>
  [...municipalities]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((town) => ({ value: town.slug, label: `${town.name}, ${town.county}` }));

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const dateControl = (today: string) =>
  ({ kind: 'input', type: 'date', min: today, max: lastBookableDate(today) }) as const;

const yearControl = () =>
  ({
    kind: 'input',
    type: 'number',
    inputMode: 'numeric',
    min: earliestCartYear,
    max: latestModelYear(),
    step: 1,
  }) as const;

/** The customer's own cart: its make, model and year (`yearRequired` where the answer hangs on it). */
const cartFields = (what: string, { yearRequired }: { yearRequired: boolean }): RequestFieldSpec[] => [
  {
    name: 'cartBrand',
    label: 'Brand',
    hint: `The make of ${what}, e.g. Club Car, EZGO, Yamaha, Evolution.`,
    required: true,
    control: { kind: 'input', type: 'text', maxLength: 60 },
  },
  {
    name: 'cartModel',
    label: 'Model',
    required: true,
    control: { kind: 'input', type: 'text', maxLength: 60 },
  },
  { name: 'cartYear', label: 'Model year', required: yearRequired, control: yearControl() },
];

export function rentalRequestSpec(today: string): RequestFormSpec {
  return {
    kind: 'rental',
    legend: 'Your rental',
    submitLabel: 'Send Rental Request',
    message: { label: 'Anything else (optional)', hint: 'Event, drop-off times, gate codes or questions.' },
    fields: [
      {
        name: 'cartType',
        label: 'Cart type',
        required: true,
        control: {
          kind: 'select',
          placeholder: 'Choose a cart',
          options: cartTypes.map((type) => ({ value: type.id, label: type.title })),
        },
      },
      {
        name: 'plan',
        label: 'Plan',
        required: true,
        control: {
          kind: 'select',
          placeholder: 'Choose a plan',
          options: (cartTypes[0]?.plans ?? []).map((plan) => ({
            value: plan.id,
            label: `${plan.title} (${plan.subtitle})`,
          })),
        },
      },
      {
        name: 'startDate',
        label: 'Start date',
        required: true,
        control: dateControl(today),
      },
      {
        name: 'endDate',
        label: 'End date',
        hint: 'Rentals are charged in 24-hour increments.',
        required: true,
        control: dateControl(today),
      },
      {
        name: 'carts',
        label: 'Number of carts',
        required: true,
        control: {
          kind: 'input',
          type: 'number',
          inputMode: 'numeric',
          min: 1,
          max: maxCartsPerRequest,
          step: 1,
        },
      },
      {
        name: 'municipality',
        label: 'Delivery town',
        required: true,
        control: { kind: 'select', placeholder: 'Choose a town', options: townOptions() },
      },
    ],
  };
}

export function serviceAppointmentSpec(today: string): RequestFormSpec {
  return {
    kind: 'service',
    legend: 'Your cart and appointment',
    submitLabel: 'Request Appointment',
    message: {
      label: 'What is wrong? (optional)',
      hint: 'What you notice and since when: noises, warning lights, how far it goes on a charge.',
    },
    fields: [
      ...cartFields('your cart', { yearRequired: false }),
      {
        name: 'problem',
        label: 'What needs attention?',
        required: true,
        control: { kind: 'select', placeholder: 'Choose one', options: optionsOf(serviceProblems) },
      },
      {
        name: 'preferredDate',
        label: 'Preferred date',
        hint: `Service hours: ${bookableHoursText()}.`,
        required: true,
        control: dateControl(today),
      },
      {
        name: 'timeWindow',
        label: 'Time window',
        hint: 'Within the hours of the day you choose.',
        required: true,
        control: {
          kind: 'select',
          placeholder: 'Choose a window',
          options: [
            { value: 'morning', label: 'Morning' },
            { value: 'afternoon', label: 'Afternoon' },
          ],
        },
      },
      {
        name: 'handover',
        label: 'Drop-off or pick-up',
        required: true,
        control: { kind: 'select', placeholder: 'Choose one', options: optionsOf(serviceHandovers) },
      },
      {
        name: 'municipality',
        label: 'Town for pick-up',
        hint: 'Needed for mobile service.',
        required: false,
        control: { kind: 'select', placeholder: 'No pick-up', options: townOptions() },
      },
    ],
  };
}

export function tradeInSpec(): RequestFormSpec {
  return {
    kind: 'trade-in',
    legend: 'The cart you want to trade in',
    submitLabel: 'Request Appraisal',
    message: {
      label: 'Anything else (optional)',
      hint: 'Upgrades, recent repairs, battery age, what does not work.',
    },
    fields: [
      ...cartFields('the cart', { yearRequired: true }),
      {
        name: 'batteryType',
        label: 'Battery type',
        required: true,
        control: {
          kind: 'select',
          placeholder: 'Choose one',
          options: batteryTypes.map((type) => ({ value: type, label: batteryTypeLabels[type] })),
        },
      },
      {
        name: 'cartCondition',
        label: 'Condition',
        required: true,
        wide: true,
        control: { kind: 'select', placeholder: 'Choose one', options: optionsOf(tradeInConditions) },
      },
    ],
    photos: {
      accept: photoRules.accept,
      hint: `Up to ${tradeInPhotoLimit} JPEG, PNG or WebP photos, ${photoRules.maxBytes / 1024 / 1024} MB each: front, side, seats and the battery help most.`,
    },
  };
}

/** The pre-approval form; `termMonths` is the term the estimate arrived with, offered in the select. */
export function financingSpec(termMonths: number): RequestFormSpec {
  const terms = termsOffered(termMonths);
  return {
    kind: 'financing',
    legend: 'Your estimate',
    submitLabel: 'Get Pre-approved',
    message: {
      label: 'Anything else (optional)',
      hint: 'A trade-in, a co-applicant or when you want to buy.',
    },
    fields: [
      {
        name: 'downPayment',
        label: 'Down payment ($)',
        required: true,
        // Decimal: a down payment may have cents, and a phone's number pad has no point otherwise.
        control: { kind: 'input', type: 'number', inputMode: 'decimal', min: 0, step: 1 },
      },
      {
        name: 'termMonths',
        label: 'Term',
        required: true,
        control: {
          kind: 'select',
          // A term the address named that cannot be offered ("90", "abc") shows as none chosen,
          // beside its message, never as the first term, which the buyer did not choose.
          placeholder: terms.includes(termMonths) ? undefined : 'Choose a term…',
          options: terms.map((months) => ({
            value: String(months),
            label: `${months} months`,
          })),
        },
      },
      {
        name: 'aprPercent',
        label: 'APR (%)',
        hint: 'Your rate depends on credit approval.',
        required: true,
        control: {
          kind: 'input',
          type: 'number',
          inputMode: 'decimal',
          min: aprLimits.min,
          max: aprLimits.max,
          step: 0.01,
        },
      },
    ],
  };
}
