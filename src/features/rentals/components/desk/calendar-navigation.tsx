import Link from 'next/link';

import { buttonClasses } from '@/components/ui/button-classes';
import { ChoiceOptions, controlClass } from '@/components/ui/field';

import { calendarHref, calendarLengths, shiftedRange, type CalendarRange } from '../../calendar-range';

/** Earlier, today and later, and any date and length: plain links and a GET form, no script needed. */
export function CalendarNavigation({ range, today }: { range: CalendarRange; today: string }) {
  const link =
    'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50';
  return (
    <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
      <nav aria-label="Calendar dates" className="flex flex-wrap gap-2">
        <Link href={calendarHref(shiftedRange(range, -1))} className={link}>
          ← Earlier {range.days} days
        </Link>
        <Link
          href={calendarHref({ from: today, days: range.days })}
          aria-current={range.from === today ? 'page' : undefined}
          className={link}
        >
          From today
        </Link>
        <Link href={calendarHref(shiftedRange(range, 1))} className={link}>
          Later {range.days} days →
        </Link>
      </nav>
      <form
        method="get"
        action="/admin/rentals"
        aria-label="Show the calendar from"
        className="flex flex-wrap items-end gap-2"
      >
        <div>
          <label htmlFor="calendar-from" className="text-sm font-semibold">
            From
          </label>
          <input
            id="calendar-from"
            name="from"
            type="date"
            defaultValue={range.from}
            className={`${controlClass} w-auto`}
          />
        </div>
        <div>
          <label htmlFor="calendar-days" className="text-sm font-semibold">
            Days
          </label>
          <select
            id="calendar-days"
            name="days"
            defaultValue={String(range.days)}
            className={`${controlClass} w-auto`}
          >
            <ChoiceOptions choices={calendarLengths.map(String)} />
          </select>
        </div>
        <button type="submit" className={buttonClasses('secondary', 'md')}>
          Show
        </button>
      </form>
    </div>
  );
}
