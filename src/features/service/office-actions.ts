'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';

import { labourCentsPerHour } from '@/content/service-shop';
import { checkAsSchema, type CheckedBooking } from '@/features/bookings/field-errors';
import { formSubmissionKey } from '@/features/bookings/server/booking-form-origin';
import { takenAMomentAgo, unlessBackstopped } from '@/features/bookings/server/database-refusal';
import { dealerDateTime } from '@/features/rentals/rental-time';
import { bookingHorizonDays, lastBookableDate } from '@/features/requests/request-dates';
import { staffFormAction, staffPostAction } from '@/features/staff/server/staff-form-action';
import { errorLists, withVersionToOverwrite, type FormState } from '@/lib/posted-form';

import {
  checkServiceBooking,
  customerCartFields,
  postedCart,
  type ServiceBookingInput,
} from './booking-schema';
import {
  estimateLineSchema,
  exceptionSchema,
  hoursRange,
  jobTypeSchema,
  labourHoursMax,
  sendEstimateSchema,
  staffCancelSchema,
  statusChangeSchema,
  weekdayFields,
  weekdayHoursSchema,
  weekdayNames,
  windowSchema,
} from './office-schemas';
import { bookService, cancelServiceBooking, changeJobStatus, statusLabel } from './server/bookings';
import { addEstimateLine, removeDraftLine, sendEstimate } from './server/estimates';
import { serviceLocationId, weekdayMinutes } from './server/shop';
import {
  removeException,
  saveJobType,
  saveWeekdayMinutes,
  saveWindow,
  setException,
  type SettingsOutcome,
} from './server/shop-settings';
import type { JobEvent } from './service-booking';
import { durationLabel, statusMoveRefusal, statusMoves, type JobStatus } from './service-shop';

/**
 * The service office's changes: the board's (a status, an estimate, a booking for a caller) for
 * service staff and managers, and the shop's settings, which the service team keeps. Each checks first who asks, then
 * reads its form with its one schema; a refused save keeps every value, and a change from a page
 * opened before someone else's is refused, saying what happened, with "Apply mine anyway".
 */

/** An office form's answer; `stale` when someone changed the record after the page was opened. */
export type OfficeFormState = FormState<{
  /**
   * The version now, and what they did: a job's status moves, or the settings' values now where
   * they differ from the form's ("Wednesday: 11 h now, yours 12 h"), so "Apply mine anyway" is
   * not ticked blind over a colleague's change.
   */
  stale: { currentVersion: string; events?: JobEvent[]; differences?: string[] };
  /** The day has an exception already: the one a change may replace, when ticked. */
  replace: { id: string };
}>;

const gone = 'This job no longer exists.';
/** Moves a job to a status from the board or its page; back to where it was sent from. */
export const changeJobStatusAction = staffFormAction(
  {
    permission: 'service.board',
    fields: ['id', 'version', 'status', 'back'],
    schema: statusChangeSchema,
    toParse: withVersionToOverwrite,
  },
  async (form, staff): Promise<OfficeFormState> => {
    const { values, attempt, data } = form;
    const outcome = await changeJobStatus(
      data.id,
      { status: data.status, expectedVersion: Number(data.version) },
      staff.email,
    );
    if (outcome.outcome === 'missing') return form.refuse(gone);
    if (outcome.outcome === 'closed') return form.refuse('This booking is cancelled.');
    if (outcome.outcome !== 'changed') redrawWhileFormStays(outcome.booking.status);
    if (outcome.outcome === 'already')
      return form.refuse(
        `It is already “${statusLabel(data.status)}”: the customer was told when it was set.`,
        'status',
      );
    if (outcome.outcome === 'not-allowed')
      return form.refuse(statusMoveRefusal(outcome.booking.status, data.status), 'status');
    if (outcome.outcome === 'stale')
      return {
        values,
        stale: { currentVersion: String(outcome.booking.version), events: outcome.events.slice(-3) },
        attempt,
      };
    redirect(backTo(values.back, `/admin/service/${data.id}?done=status`));
  },
);

/**
 * A refused move means the page showed an older status: the board and job page are drawn again as
 * the job is now, beside the refusal that says who moved it. Not when the job can move no further
 * (picked up): its form is gone from the page then, and the refusal with it.
 */
function redrawWhileFormStays(statusNow: JobStatus) {
  if (statusMoves[statusNow].length > 0) refresh();
}

/** Only a page of the service office is ever returned to. */
const backTo = (back: string | undefined, fallback: string) =>
  back && /^\/admin\/service(\/[\w-]*)*(\?[\w\-.%=&+]*)?$/.test(back) ? back : fallback;

/** Why a job takes no estimate, as the estimate's forms say it. */
const noEstimate = {
  closed: 'This job is closed: no estimate can be added or sent.',
  'not-checked-in': 'Check the cart in first: an estimate is for a cart the workshop has.',
  missing: gone,
} as const;

export const addEstimateLineAction = staffFormAction(
  {
    permission: 'service.board',
    fields: ['id', 'kind', 'description', 'hours', 'price'],
    schema: estimateLineSchema,
  },
  async (form, staff): Promise<OfficeFormState> => {
    const { data } = form;
    if (data.kind === 'labour' && !data.hours)
      return form.refuse(`Hours: how long the labour takes: ${hoursRange(labourHoursMax, true)}`, 'hours');
    // Hours on parts would be dropped unseen (a pair of tyres is not 2 hours): said, not lost.
    if (data.kind !== 'labour' && data.hours)
      return form.refuse(
        'Hours: parts take none; leave it empty, and put the work of fitting them on a labour line',
        'hours',
      );
    // Labour without a price is priced at the published labour rate.
    const cents =
      data.price ?? (data.kind === 'labour' ? Math.round((labourCentsPerHour * data.hours!) / 60) : null);
    if (cents === null) return form.refuse('Price: enter the price of the parts', 'price');
    const added = await addEstimateLine(
      data.id,
      {
        kind: data.kind,
        description: data.description,
        minutes: data.kind === 'labour' ? data.hours : null,
        cents,
      },
      staff.email,
    );
    if (added !== 'added') return form.refuse(noEstimate[added]);
    redirect(`/admin/service/${data.id}?done=line`);
  },
);

/**
 * Takes a draft line off a job's estimate. A line sent to the customer meanwhile (or already
 * taken off) stays as it is, and the page says why nothing was removed.
 */
export const removeEstimateLineAction = staffPostAction(
  {
    permission: 'service.board',
    fields: ['id', 'line'],
    schema: z.object({ id: z.uuid(), line: z.uuid() }),
    refusedTo: '/admin/service',
  },
  async ({ id, line }) => {
    if (!(await removeDraftLine(id, line))) redirect(`/admin/service/${id}?refused=line-sent`);
    redirect(`/admin/service/${id}`);
  },
);

export const sendEstimateAction = staffFormAction(
  {
    permission: 'service.board',
    fields: ['id', 'version'],
    schema: sendEstimateSchema,
    toParse: withVersionToOverwrite,
  },
  async (form, staff): Promise<OfficeFormState> => {
    const { data } = form;
    const outcome = await sendEstimate(data.id, Number(data.version), staff.email);
    switch (outcome.outcome) {
      case 'sent':
        redirect(`/admin/service/${data.id}?done=estimate`);
      case 'nothing':
        return form.refuse('Add a line first: there is nothing to send.');
      case 'stale':
        // Drawn afresh, saying so: the estimate a colleague sent or changed meanwhile is in view.
        redirect(`/admin/service/${data.id}?refused=estimate-stale`);
      case 'closed':
      case 'not-checked-in':
        return form.refuse(noEstimate[outcome.outcome]);
      default:
        return form.refuse(gone);
    }
  },
);

/** Cancels a drop-off a customer asked for by phone or at the counter; they are told by e-mail. */
export const staffCancelServiceAction = staffFormAction(
  { permission: 'service.board', fields: ['id', 'confirm'], schema: staffCancelSchema },
  async (form, staff): Promise<OfficeFormState> => {
    const { data } = form;
    const outcome = await cancelServiceBooking(data.id, { staff });
    switch (outcome.outcome) {
      case 'cancelled':
        redirect(`/admin/service/${data.id}?done=cancelled`);
      case 'already':
        // From an older tab, or a colleague (or the customer) first: not said to be this one's doing.
        redirect(`/admin/service/${data.id}?done=already-cancelled`);
      case 'too-late':
        return form.refuse('The cart is already at the workshop: move the job on instead of cancelling it.');
      default:
        return form.refuse(gone);
    }
  },
);

const bookingFields = [
  'job',
  'date',
  'window',
  ...customerCartFields,
  'smsOptIn',
  'overCapacity',
  'reason',
  'idempotencyKey',
] as const;

/** What the desk adds to a caller's booking: past the day's capacity, and why. */
const pastCapacitySchema = z.object({ overCapacity: z.boolean(), reason: z.string().check(z.trim()) });

/**
 * The caller's booking as the public form checks it, and the reason a booking past the day's
 * capacity needs: every problem of both at once.
 */
function checkCallerBooking(
  posted: unknown,
): CheckedBooking<{ input: ServiceBookingInput; overCapacityReason?: string }> {
  const checked = checkServiceBooking(posted, dealerDateTime(Date.now())[0], 'desk');
  const pastCapacity = pastCapacitySchema.safeParse(posted);
  const reason =
    pastCapacity.success && pastCapacity.data.overCapacity ? pastCapacity.data.reason : undefined;
  const errors = checked.ok ? {} : { ...checked.errors };
  if (reason !== undefined && (reason.length < 5 || reason.length > 200))
    errors.reason = 'Say why it goes past the day’s capacity (5 to 200 characters)';
  if (!checked.ok || errors.reason) return { ok: false, errors };
  return { ok: true, booking: { input: checked.booking, overCapacityReason: reason } };
}

/**
 * Books a drop-off for a caller through the same locked path; past the day's capacity only when
 * ticked, with a reason, which the booking and the dashboard keep.
 */
export const staffBookServiceAction = staffFormAction(
  {
    permission: 'service.board',
    fields: bookingFields,
    schema: checkAsSchema(checkCallerBooking),
    toParse: (values) => ({
      ...values,
      cart: postedCart(values),
      // The caller agreed on the phone to texts at each step.
      smsOptIn: values.smsOptIn === 'on',
      overCapacity: values.overCapacity === 'on',
    }),
  },
  async ({ values, attempt, refuse, data }, staff): Promise<OfficeFormState> => {
    const outcome = await unlessBackstopped(() =>
      bookService({
        ...data,
        idempotencyKey: formSubmissionKey('staff', values.idempotencyKey),
        source: null,
        sourcePath: '/admin/service/book',
        bookedBy: staff,
      }),
    );
    if (!outcome) return refuse(takenAMomentAgo('drop-off', 'send the form again'));
    if (outcome.outcome === 'refused') return { values, errors: errorLists(outcome.errors), attempt };
    if (outcome.outcome === 'full')
      return refuse(`${outcome.message} Tick “Book past capacity” with a reason to book it anyway.`);
    redirect(`/admin/service/${outcome.booking.id}?done=booked`);
  },
);

/** The answer to a settings save: back to the settings, or why not. */
function settingsAnswer(
  { values, attempt }: { values: Record<string, string>; attempt: number },
  outcome: SettingsOutcome,
  done: string,
): OfficeFormState {
  if (outcome.outcome === 'refused') return { values, errors: { form: [outcome.message] }, attempt };
  if (outcome.outcome === 'gone')
    return {
      values,
      errors: {
        form: ['It is no longer in the settings: reload them to see them as they are now.'],
      },
      attempt,
    };
  if (outcome.outcome === 'stale')
    return { values, stale: { currentVersion: String(outcome.currentVersion) }, attempt };
  // Jobs promised on a day the change closed were moved: the notice says so.
  redirect(`/admin/service/settings?saved=${done}${outcome.promisesMoved ? '-promises-moved' : ''}`);
}

/** A job type's or window's id, whether it takes bookings, and the version it is saved over (a new one: none, and it does). */
const savedRecord = (data: { id?: string; active?: string; version?: string }) => ({
  id: data.id || undefined,
  active: data.id ? data.active === 'on' : true,
  expectedVersion: data.version ? Number(data.version) : undefined,
});

const workshop = async () => {
  const location = await serviceLocationId();
  if (!location) throw new Error('No workshop takes bookings: the service shop is not set up.');
  return location;
};

export const saveJobTypeAction = staffFormAction(
  {
    permission: 'service.settings',
    fields: ['id', 'version', 'name', 'hours', 'price', 'priceFrom', 'active'],
    schema: jobTypeSchema,
    toParse: withVersionToOverwrite,
  },
  async (form, staff): Promise<OfficeFormState> => {
    const { data } = form;
    const outcome = await saveJobType(
      {
        ...savedRecord(data),
        name: data.name,
        minutes: data.hours ?? 0,
        priceCents: data.price,
        priceFrom: data.priceFrom === 'on',
      },
      staff.email,
    );
    return settingsAnswer(form, outcome, 'job');
  },
);

export const saveWeekdayHoursAction = staffFormAction(
  {
    permission: 'service.settings',
    fields: ['version', ...weekdayFields],
    schema: weekdayHoursSchema,
    toParse: withVersionToOverwrite,
  },
  async (form, staff): Promise<OfficeFormState> => {
    const { data } = form;
    const location = await workshop();
    const minutes = weekdayFields.map((field) => data[field] ?? 0);
    const outcome = await saveWeekdayMinutes(location, minutes, Number(data.version), staff.email);
    const answer = settingsAnswer(form, outcome, 'hours');
    if (!answer.stale) return answer;
    const now = await weekdayMinutes(location);
    const differences = weekdayNames.flatMap((name, day) =>
      now[day] === minutes[day]
        ? []
        : [`${name}: ${durationLabel(now[day]!)} now, yours ${durationLabel(minutes[day]!)}`],
    );
    // A colleague saved these very hours meanwhile: they stand as this person asked.
    if (differences.length === 0) redirect('/admin/service/settings?saved=hours');
    return { ...answer, stale: { ...answer.stale, differences } };
  },
);

/** A drop-off window, saved over the version the form showed; a refusal keeps its ticked days. */
export const saveWindowAction = staffFormAction(
  {
    permission: 'service.settings',
    fields: ['id', 'version', 'label', 'startsAt', 'endsAt', 'maxCarts', 'active'],
    lists: ['weekdays'],
    schema: windowSchema,
    toParse: withVersionToOverwrite,
  },
  async (form, staff): Promise<OfficeFormState> => {
    const { data } = form;
    if (data.endsAt <= data.startsAt) return form.refuse('The window ends after it starts', 'endsAt');
    const outcome = await saveWindow(
      await workshop(),
      {
        ...savedRecord(data),
        label: data.label,
        startsAt: data.startsAt,
        endsAt: data.endsAt,
        maxCarts: data.maxCarts,
        weekdays: data.weekdays,
      },
      staff.email,
    );
    return settingsAnswer(form, outcome, 'window');
  },
);

/**
 * A day's own technician hours. A day that has an exception already is refused, naming it, with
 * "Replace it with mine" to tick: sent again ticked, the change replaces that exception (and only
 * that one: a colleague's newer one is refused in turn).
 */
export const setExceptionAction = staffFormAction(
  {
    permission: 'service.settings',
    fields: ['date', 'hours', 'reason', 'replaces'],
    schema: exceptionSchema,
  },
  async (form, staff): Promise<OfficeFormState> => {
    const { data, values, attempt } = form;
    // Refused for another reason, a change that named the exception it replaces still names it.
    const stillReplacing = (answer: OfficeFormState): OfficeFormState =>
      data.replaces ? { ...answer, replace: { id: data.replaces } } : answer;
    const [today] = dealerDateTime(Date.now());
    if (data.date < today) return stillReplacing(form.refuse('The day cannot be in the past', 'date'));
    // Days past the horizon take no bookings, and a slip of the year (2099) would sit unseen.
    if (data.date > lastBookableDate(today))
      return stillReplacing(
        form.refuse(
          `Choose a day up to ${bookingHorizonDays} days ahead, as far as drop-offs are booked`,
          'date',
        ),
      );
    const outcome = await setException(
      await workshop(),
      { date: data.date, minutes: data.hours ?? 0, reason: data.reason },
      staff.email,
      { replaces: data.replaces },
    );
    if (outcome.outcome === 'has-exception')
      return { values, errors: { form: [outcome.message] }, replace: { id: outcome.id }, attempt };
    return stillReplacing(settingsAnswer(form, outcome, 'exception'));
  },
);

export const removeExceptionAction = staffFormAction(
  {
    permission: 'service.settings',
    fields: ['id'],
    schema: z.object({ id: z.uuid() }),
    refusedWith: 'That exception is not one on the list: reload the page.',
  },
  async (form, staff): Promise<OfficeFormState> => {
    const outcome = await removeException(await workshop(), form.data.id, staff.email);
    // Removed already (by a colleague, or this form sent twice): the day is as wanted; say so, not "saved".
    if (outcome.outcome === 'gone') redirect('/admin/service/settings?saved=exception-gone');
    return settingsAnswer(form, outcome, 'exception');
  },
);
