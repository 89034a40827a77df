import { describe, expect, it } from 'vitest';

import { brands } from '@/content/brands';
import { dealer, serviceHours } from '@/content/dealer';
import { sampleJobTypes, sampleServiceShop } from '@/content/service-shop';
import { clockOf, minutesOf } from '@/features/bookings/clock';

import {
  aJobNamed,
  jobNameInSentence,
  firstFreeSlot,
  jobStatuses,
  movesPromise,
  promiseHolds,
  promisedReadyMinute,
  roomIn,
  serviceDayHours,
  slotDay,
  type ServiceWindow,
} from './service-shop';

const windows: ServiceWindow[] = sampleServiceShop.windows.map((window, index) => ({
  id: `w${index}`,
  locationId: sampleServiceShop.locationId,
  label: window.label,
  startsAt: window.startsAt,
  endsAt: window.endsAt,
  maxCarts: window.maxCarts,
  weekdays: window.weekdays,
  active: true,
  version: 1,
}));
const monday = '2027-03-01';
const sunday = '2027-02-28';

describe('a workshop day', () => {
  it('offers a window as many more jobs as both its carts and the day’s free minutes take', () => {
    const onDuty = sampleServiceShop.technicianMinutes[1];
    const window = windows[0]!;
    const load = (booked: number, carts = 0) => ({
      date: monday,
      onDuty,
      booked,
      carts: new Map([[window.id, carts]]),
    });
    expect(roomIn(load(0), window, 30)).toBe(window.maxCarts);
    expect(roomIn(load(onDuty - 90), window, 60)).toBe(1);
    expect(roomIn(load(onDuty - 59), window, 60)).toBe(0);
    expect(roomIn(load(0, window.maxCarts), window, 30)).toBe(0);
    expect(roomIn(load(0), window, 30, true)).toBe(0);
  });

  it.each([
    { case: 'nothing without days', days: [], first: undefined },
    {
      case: 'a later window past full ones',
      days: [
        { date: sunday, windows: [{ id: 'w0', label: 'Early', free: 0 }] },
        {
          date: monday,
          windows: [
            { id: 'w0', label: 'Early', free: 0 },
            { id: 'w1', label: 'Late', free: 2 },
          ],
        },
      ],
      first: { date: monday, windowId: 'w1', label: 'Late' },
    },
    {
      case: 'nothing when every day is full',
      days: [{ date: monday, windows: [{ id: 'w0', label: 'Early', free: 0 }] }],
      first: undefined,
    },
  ])('offers the first window with room: $case', ({ days, first }) => {
    expect(firstFreeSlot(days)).toEqual(first);
  });

  it('is closed without windows or technicians, and lists only the windows of its weekday', () => {
    const open = slotDay({ date: monday, onDuty: 480, booked: 0, carts: new Map() }, windows, 60)!;
    expect(open.windows.map((window) => window.label)).toEqual(
      sampleServiceShop.windows
        .filter((window) => (window.weekdays as readonly number[]).includes(1))
        .map((window) => window.label),
    );
    expect(slotDay({ date: sunday, onDuty: 480, booked: 0, carts: new Map() }, windows, 60)).toBeUndefined();
    expect(slotDay({ date: monday, onDuty: 0, booked: 0, carts: new Map() }, windows, 60)).toBeUndefined();
  });

  it('promises a job behind the day’s queue, never before its window closes plus its own time', () => {
    const hours = serviceDayHours(1)!;
    expect(hours.opens).toBe(minutesOf(serviceHours[0]!.opens!));
    const onDuty = hours.closes - hours.opens; // one technician all day
    const first = promisedReadyMinute({
      weekday: 1,
      windowEndsAt: '09:00',
      minutes: 30,
      queued: 0,
      windowQueued: 0,
      onDuty,
    });
    expect(first).toBe(minutesOf('09:00') + 30);
    const later = promisedReadyMinute({
      weekday: 1,
      windowEndsAt: '09:00',
      minutes: 30,
      queued: 300,
      windowQueued: 0,
      onDuty,
    });
    expect(later).toBe(hours.opens + 330);
    // Two technicians work the same queue twice as fast.
    expect(
      promisedReadyMinute({
        weekday: 1,
        windowEndsAt: '09:00',
        minutes: 30,
        queued: 300,
        windowQueued: 0,
        onDuty: onDuty * 2,
      }),
    ).toBe(Math.ceil((hours.opens + 165) / 15) * 15);
  });

  it('promises the carts of one window in turn, never sooner than two technicians can finish them, not all at its close', () => {
    const hours = serviceDayHours(1)!;
    const twoTechnicians = 2 * (hours.closes - hours.opens);
    const windowEndsAt = clockOf(hours.opens + 60);
    // Four half-hour jobs dropped off in the same first hour, booked one after another.
    const promised = [0, 1, 2, 3].map((before) =>
      promisedReadyMinute({
        weekday: 1,
        windowEndsAt,
        minutes: 30,
        queued: before * 30,
        windowQueued: before * 30,
        onDuty: twoTechnicians,
      }),
    );
    const windowCloses = minutesOf(windowEndsAt);
    // Worked two at a time they are done at +30, +30, +60 and +60: each promise is at or after that.
    expect(promised).toEqual([windowCloses + 30, windowCloses + 45, windowCloses + 60, windowCloses + 75]);
  });

  it('works a cart left before opening from the opening, never promising it sooner', () => {
    const hours = serviceDayHours(1)!;
    expect(
      promisedReadyMinute({
        weekday: 1,
        windowEndsAt: clockOf(hours.opens - 60),
        minutes: 45,
        queued: 0,
        windowQueued: 0,
        onDuty: 4 * (hours.closes - hours.opens),
      }),
    ).toBe(hours.opens + 45);
  });

  it('carries a job dropped off in a window that ends after closing to the next opening whole, counting no shut time', () => {
    const hours = serviceDayHours(1)!;
    const onDuty = hours.closes - hours.opens;
    const afterClosing = (late: number) =>
      promisedReadyMinute({
        weekday: 1,
        windowEndsAt: clockOf(hours.closes + late),
        minutes: 60,
        queued: 0,
        windowQueued: 0,
        onDuty,
      });
    // Past closing by its own hour only: the caller starts the next open day with that hour.
    expect(afterClosing(90)).toBe(hours.closes + 60);
    expect(afterClosing(90)).toBe(afterClosing(30));
  });
});

describe('the ready time promised at booking', () => {
  it('stands until the workshop says something that moves it, and no longer once it has', () => {
    const standing = jobStatuses.filter((status) => promiseHolds({ status, promiseMoved: false }));
    expect(standing).toEqual(['booked', 'checked-in', 'diagnosing']);
    // An estimate sent, or parts waited for: back on the bench, the promise made for the job booked is gone.
    expect(jobStatuses.filter(movesPromise)).toEqual([
      'awaiting-approval',
      'waiting-parts',
      'ready',
      'picked-up',
      'cancelled',
    ]);
    for (const status of jobStatuses)
      expect(promiseHolds({ status, promiseMoved: true }), status).toBe(false);
  });
});

describe('a job named inside a sentence', () => {
  it('lowers only its first letter, and not a first word written in capitals nor a brand it starts with', () => {
    for (const job of sampleJobTypes)
      expect(jobNameInSentence(job.name)).toBe(job.name.charAt(0).toLowerCase() + job.name.slice(1));
    expect(jobNameInSentence('ATV tune-up for a Club Car')).toBe('ATV tune-up for a Club Car');
    expect(jobNameInSentence('Lithium install, EZGO RXV')).toBe('lithium install, EZGO RXV');
    expect(jobNameInSentence('É-check')).toBe('é-check');
    // A name that starts with a brand the dealer sells or services keeps the brand as written.
    for (const brand of [brands.denago.name, ...dealer.otherBrands])
      expect(jobNameInSentence(`${brand} tune-up`)).toBe(`${brand} tune-up`);
    expect(aJobNamed('Annual service')).toBe('an annual service');
    expect(aJobNamed('ATV tune-up')).toBe('an ATV tune-up');
    expect(aJobNamed('Battery and charger test')).toBe('a battery and charger test');
  });
});
