/**
 * The service shop's arithmetic, shared by the booking page, the API, the locked booking path and
 * the job board: which drop-off windows of a day still take a job (the day's technician minutes
 * on duty less those booked, and the window's carts less those booked), when a booked job is
 * promised ready (its minutes behind the day's queue, worked at the pace the minutes on duty
 * allow through the service department's hours), and the job's statuses.
 */
import { brands } from '@/content/brands';
import { dealer, serviceHours } from '@/content/dealer';
import { hoursText } from '@/content/policies/policy-text';
import { minutesOf, openingMinutesOn } from '@/features/bookings/clock';
import { formatCents } from '@/features/rentals/rental-price';
import { labelledChoices } from '@/lib/labelled-choices';

export interface JobType {
  id: string;
  name: string;
  /** The standard time a technician spends on it. */
  minutes: number;
  /** The published price, or null when the job is quoted. */
  priceCents: number | null;
  /** Whether the price is a "from" price. */
  priceFrom: boolean;
  active: boolean;
  version: number;
}

/** The brands the dealer sells or services, as written: a job's name may start with one. */
const brandNames = [...Object.values(brands).map((brand) => brand.name), ...dealer.otherBrands];

/**
 * A job's name inside a sentence ("no room left for annual service"): its first letter lowered,
 * unless its first word is written in capitals (an "ATV tune-up") or it starts with a brand's name
 * ("Club Car tune-up"); the rest as staff typed it, so a brand or an acronym later in the name
 * keeps its capitals.
 */
export function jobNameInSentence(name: string): string {
  const [firstWord = ''] = name.split(/\s/, 1);
  if (firstWord.length > 1 && firstWord === firstWord.toUpperCase() && /\p{Lu}/u.test(firstWord)) return name;
  if (brandNames.some((brand) => name === brand || name.startsWith(`${brand} `))) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** "an annual service", "a battery and charger test": a job named after an article, as a sentence reads. */
export const aJobNamed = (name: string) =>
  `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${jobNameInSentence(name)}`;

export interface ServiceWindow {
  id: string;
  locationId: string;
  label: string;
  /** "08:00" */
  startsAt: string;
  endsAt: string;
  maxCarts: number;
  /** 0 = Sunday. */
  weekdays: readonly number[];
  active: boolean;
  version: number;
}

/** What a workshop day holds: minutes on duty, minutes booked, and carts booked per window. */
export interface DayLoad {
  date: string;
  onDuty: number;
  booked: number;
  /** Carts booked in each window, by window id. */
  carts: ReadonlyMap<string, number>;
}

export interface WindowRoom {
  id: string;
  label: string;
  /** How many more bookings of the job the window takes. */
  free: number;
}

/** A window with room, named: what a refusal offers instead. */
export interface FreeSlot {
  date: string;
  windowId: string;
  label: string;
}

export interface SlotDay {
  date: string;
  windows: WindowRoom[];
}

/** The service department's opening and closing minutes on a weekday, or undefined when it is closed. */
export const serviceDayHours = (weekday: number) => openingMinutesOn(serviceHours, weekday);

/** When a ready cart can be collected, the days the service desk opens: "Mon-Fri 8AM-5PM, Sat 9AM-3PM". */
export const pickupHours = hoursText(serviceHours.filter((row) => row.opens));

/**
 * The hours a drop-off day is worked in: the department's, or, on a day it keeps none (a window
 * a colleague set on a Sunday), none at all, opening and closing as the window does, so its work
 * runs on from the next day with hours rather than through the night.
 */
export const dropOffDayHours = (weekday: number, windowEndsAt: string) =>
  serviceDayHours(weekday) ?? { opens: minutesOf(windowEndsAt), closes: minutesOf(windowEndsAt) };

/** 0 = Sunday, of "2026-12-01" read as a calendar date. */
export function weekdayOfDate(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The windows that take drop-offs on a date, earliest first. */
export function windowsOn(windows: readonly ServiceWindow[], date: string): ServiceWindow[] {
  const weekday = weekdayOfDate(date);
  return windows
    .filter((window) => window.active && window.weekdays.includes(weekday))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/**
 * How many more bookings of a job of `minutes` a window takes on a day: as many as both its free
 * carts and the day's free minutes allow; 0 for a window that has already opened (`started`).
 */
export function roomIn(day: DayLoad, window: ServiceWindow, minutes: number, started = false): number {
  if (started || minutes <= 0) return 0;
  const carts = window.maxCarts - (day.carts.get(window.id) ?? 0);
  const jobs = Math.floor((day.onDuty - day.booked) / minutes);
  return Math.max(0, Math.min(carts, jobs));
}

/**
 * A day's windows with the room each has for the job; the day is open when it has windows and
 * minutes on duty. `startedBy(window)` says whether the window has already opened (today).
 */
export function slotDay(
  day: DayLoad,
  windows: readonly ServiceWindow[],
  minutes: number,
  startedBy: (window: ServiceWindow) => boolean = () => false,
): SlotDay | undefined {
  const open = windowsOn(windows, day.date);
  if (open.length === 0 || day.onDuty <= 0) return undefined;
  return {
    date: day.date,
    windows: open.map((window) => ({
      id: window.id,
      label: window.label,
      free: roomIn(day, window, minutes, startedBy(window)),
    })),
  };
}

/** Whether a day has room for the job in any window. */
export const hasRoom = (day: SlotDay | undefined) => day !== undefined && day.windows.some((w) => w.free > 0);

/** The first window with room among the days, earliest first: what a refusal and the pages offer. */
export function firstFreeSlot(days: readonly SlotDay[]): FreeSlot | undefined {
  const day = days.find(hasRoom);
  const window = day?.windows.find((each) => each.free > 0);
  return day && window ? { date: day.date, windowId: window.id, label: window.label } : undefined;
}

const quarterHour = 15;

/**
 * When a job is promised ready, as minutes after midnight of its drop-off day (past the closing
 * time it runs on to later days: the caller moves it to the next open day). The day's queue
 * (`queued` minutes booked before it, then its own) is worked at the pace the minutes on duty
 * allow over the service department's open hours; and the carts of one window arrive together, so
 * from its close (or the department's, if earlier) the job waits for the work booked before it in
 * the window (`windowQueued`) shared among the technicians, then takes its own minutes. Rounded up
 * to the quarter hour.
 */
export function promisedReadyMinute({
  weekday,
  windowEndsAt,
  minutes,
  queued,
  windowQueued,
  onDuty,
}: {
  weekday: number;
  windowEndsAt: string;
  minutes: number;
  queued: number;
  windowQueued: number;
  onDuty: number;
}): number {
  const hours = dropOffDayHours(weekday, windowEndsAt);
  const span = Math.max(1, hours.closes - hours.opens);
  // Technicians at work at once, as the minutes on duty spread over the open hours.
  const pace = Math.max(onDuty, 1) / span;
  const byQueue = hours.opens + (queued + minutes) / pace;
  // A window a colleague set to end after closing (an evening drop-off): its job is worked from the
  // next opening, so the shut time between closing and the window's end is not counted as work.
  // One that closes before opening (a drop-box at dawn): from the opening.
  const windowCloses = Math.max(hours.opens, Math.min(minutesOf(windowEndsAt), hours.closes));
  // However the technicians share out the carts before it, one of them is free by the time their
  // work, spread over all of them, is done: from then, its own minutes. Never sooner than it can be.
  const byWindow = windowCloses + windowQueued / pace + minutes;
  return Math.ceil(Math.max(byQueue, byWindow) / quarterHour) * quarterHour;
}

export const { choices: jobStatuses, labels: jobStatusLabels } = labelledChoices({
  booked: 'Booked',
  'checked-in': 'Checked in',
  diagnosing: 'Diagnosing and repairing',
  'awaiting-approval': 'Awaiting approval',
  'waiting-parts': 'Waiting for parts',
  ready: 'Ready for pickup',
  'picked-up': 'Picked up',
  cancelled: 'Cancelled',
});
export type JobStatus = (typeof jobStatuses)[number];

/** The statuses in which the ready time promised at booking still holds (see promiseHolds). */
export const promiseHoldsIn: readonly JobStatus[] = ['booked', 'checked-in', 'diagnosing'];

/** What decides whether a job's promise stands: where it is, and where it has been. */
interface PromisedJob {
  status: JobStatus;
  /** The job has been somewhere that moves the promise (see movesPromise), even if back on the bench since. */
  promiseMoved: boolean;
}

/**
 * Whether moving a job to this status moves the time promised at booking for good: an estimate
 * sent (awaiting approval), parts to wait for, and ready, collected or off. Back on the bench
 * afterwards, the job is no longer the one that time was promised for.
 */
export function movesPromise(status: JobStatus): boolean {
  return !promiseHoldsIn.includes(status);
}

/**
 * Whether the ready time promised at booking still stands: before the workshop has said anything
 * that moves it (an estimate, even once approved and the work under way again, or parts to wait
 * for, even once they came), and not once it is ready, collected or off. The customer is told it
 * only while it does, by e-mail and on their booking's page. (carryPromisesPastClosedDay asks the
 * same in SQL: keep the two alike.)
 */
export function promiseHolds(job: PromisedJob): boolean {
  return promiseHoldsIn.includes(job.status) && !job.promiseMoved;
}

/**
 * How the ready time promised at booking is named: promised while it holds, and after that (to staff
 * only) as what was said at booking.
 */
export function promiseLabel(job: PromisedJob): 'Promised ready' | 'Promised at booking' {
  return promiseHolds(job) ? 'Promised ready' : 'Promised at booking';
}

/**
 * Why a job takes no estimate now: closed (cancelled or picked up), or its cart not with us yet
 * (an estimate says the workshop looked at the cart, and moves the job to awaiting approval).
 */
export function estimateRefusal(status: JobStatus): 'closed' | 'not-checked-in' | undefined {
  if (status === 'cancelled' || status === 'picked-up') return 'closed';
  return status === 'booked' ? 'not-checked-in' : undefined;
}

/** An estimate's link once the job moved on without the customer's answer, on its page and its form. */
export const estimateMovedOn = `The workshop has moved your job on since this estimate was sent, so it cannot be answered here any more: call us at ${dealer.phone.display} to talk it over.`;

/** The statuses staff move a job through on the board, in order. */
export const workshopStatuses = [
  'checked-in',
  'diagnosing',
  'awaiting-approval',
  'waiting-parts',
  'ready',
  'picked-up',
] as const satisfies readonly JobStatus[];
export type WorkshopStatus = (typeof workshopStatuses)[number];

/**
 * Where staff may move a job from each status: on through the workshop (a step may be skipped),
 * or back to the bench from parts or from ready; picked up only once ready. "Awaiting approval" comes only with an estimate sent, and a job picked up
 * or cancelled is closed. Each move is told to the customer, so none may say what did not happen.
 */
export const statusMoves: Readonly<Record<JobStatus, readonly WorkshopStatus[]>> = {
  booked: ['checked-in', 'diagnosing'],
  'checked-in': ['diagnosing', 'waiting-parts', 'ready'],
  diagnosing: ['waiting-parts', 'ready'],
  'awaiting-approval': ['diagnosing', 'waiting-parts', 'ready'],
  'waiting-parts': ['diagnosing', 'ready'],
  ready: ['picked-up', 'diagnosing'],
  'picked-up': [],
  cancelled: [],
};

/** Why a job cannot go from one status to another, naming where it can go. */
export function statusMoveRefusal(from: JobStatus, to: WorkshopStatus): string {
  const open = statusMoves[from].map((status) => jobStatusLabels[status]);
  return open.length === 0
    ? `This job is ${jobStatusLabels[from].toLowerCase()}: its status no longer changes.`
    : `A job that is ${jobStatusLabels[from].toLowerCase()} cannot be set to ${jobStatusLabels[to].toLowerCase()}: choose ${open.join(' or ').toLowerCase()}.`;
}

/** What a customer is told each status means. */
export const jobStatusNews: Record<JobStatus, string> = {
  booked: 'Your drop-off is booked.',
  'checked-in': 'We have your cart: it is checked in at the workshop.',
  diagnosing: 'A technician is working on your cart.',
  'awaiting-approval': 'We have an estimate for you to approve before we go on.',
  'waiting-parts': 'We are waiting for parts for your cart.',
  ready: 'Your cart is ready for pickup.',
  'picked-up': 'Your cart has been picked up. Thank you!',
  cancelled: 'Your service booking is cancelled.',
};

/** "$155", "$77.50", or "Quoted" for a job without a published price; "from" when it is one. */
export function jobPriceLabel(job: Pick<JobType, 'priceCents' | 'priceFrom'>): string {
  if (job.priceCents === null) return 'Quoted per job';
  return job.priceFrom ? `From ${formatCents(job.priceCents)}` : formatCents(job.priceCents);
}

/** "30 min", "2 h", "1 h 30 min". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return rest === 0 ? '0 h' : `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
