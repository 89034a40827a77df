/**
 * The structured requests (pre-approval, rental, service appointment, trade-in): the fields each
 * one adds to the enquiry form, their one schema (browser and server), and the rules between
 * fields (dates, time windows). What the server adds (figures, photos) is in request-details.ts.
 */
import * as z from 'zod/mini';

import type { EnquiryTopic, Interest } from '@/content/enquiries';
import { cartTypes, type CartTypeId, type PlanId } from '@/content/rental-plans';
import { batteryTypes, latestModelYear } from '@/features/inventory/vehicle';
import { oneLineText } from '@/lib/one-line-text';
import type { RequestKind } from '@/lib/request-kinds';

import { aprLimits, termLimits } from './payment-estimate';
import { maxCartsPerRequest, rentalDatesProblem } from './rental-quote';
import { dealerToday, futureDateProblem } from './request-dates';
import { serviceHandovers, serviceProblems, timeWindowIds, timeWindowsOn } from './service-appointment';
import { parseTypedNumber } from './typed-number';

export const requestKindLabels: Record<RequestKind, string> = {
  financing: 'Pre-approval request',
  rental: 'Rental request',
  service: 'Service appointment request',
  'trade-in': 'Trade-in appraisal request',
};

/** Who answers each request, and what the lead says it is about. */
export const requestRouting: Record<RequestKind, { interest: Interest; topic: EnquiryTopic }> = {
  financing: { interest: 'sales', topic: 'financing' },
  rental: { interest: 'rentals', topic: 'reservation' },
  service: { interest: 'service', topic: 'service' },
  'trade-in': { interest: 'sales', topic: 'trade-in' },
};

export const tradeInConditions = {
  excellent: 'Excellent: runs and looks like new',
  good: 'Good: normal wear, everything works',
  fair: 'Fair: works, needs some attention',
  'needs-work': 'Needs work: does not run or needs repairs',
} as const;
export type TradeInCondition = keyof typeof tradeInConditions;

const planIds = ['daily', 'three-day', 'weekly', 'monthly'] as const satisfies readonly PlanId[];
const cartTypeIds = cartTypes.map((type) => type.id) as [CartTypeId, ...CartTypeId[]];

const keys = <T extends Record<string, unknown>>(record: T) =>
  Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/**
 * A number typed into a form ("1,500", "$1500", "7.5"); empty or not a number fails with `message`
 * (a function when the message is read at check time).
 */
const typedNumber = (message: string | (() => string)) =>
  z.pipe(
    z.transform(parseTypedNumber),
    z.number({ error: message }).check(z.refine((value) => Number.isFinite(value), { error: message })),
  );

const wholeNumber = (message: string, min: number, max: number) =>
  typedNumber(message).check(
    z.refine((value) => Number.isInteger(value) && value >= min && value <= max, message),
  );

const choice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.enum(values, { error: message });

const shortText = (message: string, label: string, max = 60) => oneLineText(message, label, max);

const dateText = z.string({ error: 'Choose a date' }).check(z.trim());

export const earliestCartYear = 1990;
const cartYearMessage = () => `Enter a model year from ${earliestCartYear} to ${latestModelYear()}`;
const cartYear = typedNumber(cartYearMessage).check(
  z.refine((value) => Number.isInteger(value) && value >= earliestCartYear && value <= latestModelYear(), {
    error: cartYearMessage,
  }),
);

export const requestSchemas = {
  financing: z.object({
    downPayment: typedNumber('Enter a down payment of $0 or more').check(
      z.refine((value) => value >= 0, 'Enter a down payment of $0 or more'),
    ),
    termMonths: wholeNumber(
      `Choose a term from ${termLimits.min} to ${termLimits.max} months`,
      termLimits.min,
      termLimits.max,
    ),
    aprPercent: typedNumber(`Enter an APR from ${aprLimits.min}% to ${aprLimits.max}%`).check(
      z.refine(
        (value) => value >= aprLimits.min && value <= aprLimits.max,
        `Enter an APR from ${aprLimits.min}% to ${aprLimits.max}%`,
      ),
    ),
  }),
  rental: z.object({
    cartType: choice(cartTypeIds, 'Choose a cart type'),
    plan: choice(planIds, 'Choose a rental plan'),
    carts: wholeNumber(`Choose from 1 to ${maxCartsPerRequest} carts`, 1, maxCartsPerRequest),
    startDate: dateText,
    endDate: dateText,
    municipality: shortText('Choose the town we deliver to', 'Town', 120),
  }),
  service: z.object({
    cartBrand: shortText('Enter the brand of your cart', 'Brand'),
    cartModel: shortText('Enter the model of your cart', 'Model'),
    cartYear: z.optional(
      z.pipe(
        z.transform((value: unknown) => (value === '' ? undefined : value)),
        z.optional(cartYear),
      ),
    ),
    problem: choice(keys(serviceProblems), 'Choose what needs attention'),
    preferredDate: dateText,
    timeWindow: choice(timeWindowIds as [string, ...string[]], 'Choose a time window'),
    handover: choice(keys(serviceHandovers), 'Choose drop-off or pick-up'),
    municipality: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  }),
  'trade-in': z.object({
    cartBrand: shortText('Enter the brand of your cart', 'Brand'),
    cartModel: shortText('Enter the model of your cart', 'Model'),
    cartYear,
    batteryType: choice(batteryTypes, 'Choose the battery type'),
    cartCondition: choice(keys(tradeInConditions), 'Choose the condition'),
  }),
} as const;

export type RequestFields = { [K in RequestKind]: z.output<(typeof requestSchemas)[K]> };
export type RequestInput = { [K in RequestKind]: { kind: K } & RequestFields[K] }[RequestKind];

/** Every field name the requests add to the enquiry form. */
export const requestFieldNames = [
  ...new Set(Object.values(requestSchemas).flatMap((schema) => Object.keys(schema.shape))),
] as RequestFieldName[];
export type RequestFieldName = Extract<
  { [K in RequestKind]: keyof (typeof requestSchemas)[K]['shape'] }[RequestKind],
  string
>;

/** 'photos' is the trade-in's file field, checked by the server alone. */
export type RequestFieldErrors = Partial<Record<RequestFieldName | 'photos', string[]>>;

export type RequestValidation =
  { success: true; data: RequestInput } | { success: false; fieldErrors: RequestFieldErrors };

/** The dates a request may carry, as typed. */
type RequestDates = Partial<Record<'startDate' | 'endDate' | 'preferredDate', string>>;

/**
 * The rules a request's dates must keep: in the future and within the booking horizon, a rental
 * within the rental policy, a service day the department is open. Judged even while other fields
 * are still missing, so a visitor hears every problem at once.
 */
function dateProblems(kind: RequestKind, dates: RequestDates, today: string): RequestFieldErrors {
  const errors: RequestFieldErrors = {};
  if (kind === 'rental') {
    const start =
      dates.startDate === undefined ? undefined : futureDateProblem(dates.startDate, 'start date', today);
    if (start) errors.startDate = [start];
    const end = dates.endDate === undefined ? undefined : futureDateProblem(dates.endDate, 'end date', today);
    if (end) errors.endDate = [end];
    else if (!start && dates.startDate !== undefined && dates.endDate !== undefined) {
      const rule = rentalDatesProblem(dates.startDate, dates.endDate, today);
      if (rule) errors[rule.field] = [rule.message];
    }
  }
  if (kind === 'service' && dates.preferredDate !== undefined) {
    const date = futureDateProblem(dates.preferredDate, 'preferred date', today);
    if (date) errors.preferredDate = [date];
    else if (timeWindowsOn(dates.preferredDate).length === 0)
      errors.preferredDate = ['Our service department is closed that day: choose another date'];
  }
  return errors;
}

/** The rules between fields, once each field has its type: dates in order and windows offered. */
function crossFieldProblems(input: RequestInput, today: string): RequestFieldErrors {
  const errors = dateProblems(input.kind, input as RequestDates, today);
  if (input.kind === 'service') {
    const windows = timeWindowsOn(input.preferredDate);
    if (!errors.preferredDate && !windows.some((window) => window.id === input.timeWindow))
      errors.timeWindow = [`That day we can offer: ${windows.map((window) => window.label).join('; ')}`];
    if (input.handover === 'pick-up' && !input.municipality)
      errors.municipality = ['Choose the town we pick the cart up from'];
  }
  return errors;
}

/** Checks the request fields of an enquiry of this kind. */
export function validateRequest(
  kind: RequestKind,
  input: Record<string, unknown>,
  today = dealerToday(),
): RequestValidation {
  const result = requestSchemas[kind].safeParse(input);
  if (!result.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string') (fieldErrors[field] ??= []).push(issue.message);
    }
    // The dates are judged too, beside what else is missing: an empty one is asked for now, not
    // after the visitor has mended the rest.
    const typedDates: RequestDates = {};
    for (const field of ['startDate', 'endDate', 'preferredDate'] as const) {
      const value = input[field];
      if (typeof value === 'string' && !fieldErrors[field]) typedDates[field] = value.trim();
    }
    for (const [field, messages] of Object.entries(dateProblems(kind, typedDates, today)))
      fieldErrors[field] ??= messages;
    return { success: false, fieldErrors: fieldErrors };
  }
  const data = { kind, ...result.data } as RequestInput;
  const fieldErrors = crossFieldProblems(data, today);
  if (Object.keys(fieldErrors).length > 0) return { success: false, fieldErrors };
  return { success: true, data };
}
