import Link from 'next/link';

import { formatRequestDate } from '@/features/requests/request-dates';

import type { ServiceFigures } from '../server/service-dashboard';
import { durationLabel } from '../service-shop';

/**
 * The service shop on the dashboard: booked hours against hours on duty per open day (bars drawn
 * on the server, with the figures as text), jobs ready by their promise, the days to each job's
 * first free drop-off, and what staff booked past capacity and why.
 */
export function ServiceFiguresPanel({ figures }: { figures: ServiceFigures }) {
  const share = figures.promised === 0 ? null : Math.round((figures.readyOnTime / figures.promised) * 100);
  return (
    <section aria-labelledby="service-figures-heading" className="mt-10">
      <h2 id="service-figures-heading" className="text-2xl font-extrabold tracking-tight">
        Service shop
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <div className="card p-4">
          <h3 className="font-bold">Booked hours against hours on duty</h3>
          <table className="mt-3 w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Booked of on duty</th>
              </tr>
            </thead>
            <tbody>
              {figures.days.map((day) => (
                <tr key={day.date} className="align-top">
                  <th scope="row" className="py-1 pr-3 text-left font-medium whitespace-nowrap">
                    {formatRequestDate(day.date).replace(/, \d{4}$/, '')}
                  </th>
                  <td className="py-1">
                    <div className="h-2.5 rounded-full bg-surface ring-1 ring-line" aria-hidden="true">
                      <div
                        className="h-2.5 rounded-full bg-brand-700"
                        style={{
                          width: `${Math.min(100, Math.round((day.booked / Math.max(day.onDuty, 1)) * 100))}%`,
                        }}
                      />
                    </div>
                    <span className="tabular-nums">
                      {durationLabel(day.booked)} of {durationLabel(day.onDuty)}
                      {day.overCapacity > 0 ? `, and ${durationLabel(day.overCapacity)} past capacity` : ''}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="card p-4">
          <h3 className="font-bold">Ready by the promised time</h3>
          <p className="mt-2 text-2xl font-extrabold tabular-nums">
            {share === null ? 'None yet' : `${share}%`}
          </p>
          <p className="text-sm text-muted">
            {figures.promised === 0
              ? 'no job’s promised time has passed in the last 30 days'
              : `${figures.readyOnTime} of ${figures.promised} jobs promised in the last 30 days`}
          </p>
          <h3 className="mt-5 font-bold">Days to the first free drop-off</h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {figures.firstFree.map((entry) => (
              <li key={entry.job} className="flex justify-between gap-3">
                <span>{entry.job}</span>
                <span className="tabular-nums">
                  {entry.days === null
                    ? 'none in 90 days'
                    : entry.days === 0
                      ? 'today'
                      : `${entry.days} ${entry.days === 1 ? 'day' : 'days'}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="card p-4">
          <h3 className="font-bold">Booked past capacity</h3>
          {figures.overCapacity.length === 0 ? (
            <p className="mt-2 text-sm text-muted">Nothing booked past capacity from today on.</p>
          ) : (
            <ul className="mt-2 grid gap-2 text-sm">
              {figures.overCapacity.map((row) => (
                <li key={row.id}>
                  <Link href={`/admin/service/${row.id}`} className="font-semibold text-brand-800 underline">
                    {row.reference}
                  </Link>{' '}
                  {formatRequestDate(row.date)}, {row.job}: {row.reason}
                  {row.by ? ` (${row.by})` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
