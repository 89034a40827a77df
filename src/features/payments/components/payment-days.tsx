import { Card } from '@/components/ui/card';
import { dealerTimeZone } from '@/content/dealer-time-zone';
import { formatRequestDate } from '@/features/requests/request-dates';

import { dollars } from '../dollars';
import type { PaymentKind } from '../server/ledger';
import type { PaymentDay } from '../server/payments-report';

const kindLabels: Record<PaymentKind, string> = {
  charge: 'Charged',
  hold: 'Held on cards',
  capture: 'Captured from holds',
  release: 'Released holds',
  refund: 'Refunded',
  'refund-failed': 'Refunds failed, back',
};

/** The movements table's headings, with the alignment of the column each heads. */
const movementColumns = [
  { label: 'Time', className: 'py-1 pr-3 font-semibold' },
  { label: 'What', className: 'py-1 pr-3 font-semibold' },
  { label: 'For', className: 'py-1 pr-3 font-semibold' },
  { label: 'Amount', className: 'py-1 pr-3 text-right font-semibold' },
  { label: 'Stripe', className: 'py-1 font-semibold' },
];

/** Each day's totals by kind and what was taken, then its movements one by one. */
export function PaymentDays({ days }: { days: PaymentDay[] }) {
  if (days.length === 0) return <p className="text-muted">No payments in these 30 days.</p>;
  const taken = days.reduce((sum, day) => sum + day.takenCents, 0);
  return (
    <div className="space-y-6">
      <p className="text-lg font-bold">
        Taken in the 30 days (charges and captures, less refunds made):{' '}
        <span className="tabular-nums">{dollars(taken)}</span>
      </p>
      {days.map((day) => (
        <Card key={day.date} className="p-5 sm:p-6">
          <h2 className="text-xl font-bold">{formatRequestDate(day.date)}</h2>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {(Object.keys(kindLabels) as PaymentKind[]).map((kind) => (
              <div key={kind} className="flex justify-between gap-3">
                <dt className="text-muted">{kindLabels[kind]}</dt>
                <dd className="font-semibold tabular-nums">{dollars(day.totals[kind])}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-3">
              <dt className="font-bold">Taken</dt>
              <dd className="font-extrabold tabular-nums">{dollars(day.takenCents)}</dd>
            </div>
          </dl>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Movements on {formatRequestDate(day.date)}</caption>
            <thead>
              <tr className="text-muted">
                {movementColumns.map(({ label, className }) => (
                  <th key={label} scope="col" className={className}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {day.lines.map((line) => (
                <tr key={`${line.kind}:${line.stripeId}`} className="border-t border-line">
                  <td className="py-1 pr-3 tabular-nums">
                    {new Date(line.at).toLocaleTimeString('en-US', {
                      timeZone: dealerTimeZone,
                      timeStyle: 'short',
                    })}
                  </td>
                  <td className="py-1 pr-3">{kindLabels[line.kind]}</td>
                  <td className="py-1 pr-3">
                    {line.what}
                    {line.note ? ` (${line.note})` : ''}
                  </td>
                  <td className="py-1 pr-3 text-right tabular-nums">{dollars(line.cents)}</td>
                  <td className="py-1 font-mono text-xs">{line.stripeId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ))}
    </div>
  );
}
