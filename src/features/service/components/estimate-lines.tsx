import { formatCents } from '@/features/rentals/rental-price';

import type { EstimateLine } from '../service-booking';

/** A customer's answer to a line, in words. */
export const decisionLabels = { approved: 'Approved', declined: 'Declined' } as const;

/** An estimate's lines as the customer sees them on their pages: each price, with their answer once given. */
export function AnsweredEstimateLines({
  lines,
  className,
}: {
  lines: readonly EstimateLine[];
  className: string;
}) {
  return (
    <ul className={`${className} grid gap-2 text-sm`}>
      {lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-4 border-b border-line/70 pb-2">
          <span>{line.description}</span>
          <span className="tabular-nums">
            {formatCents(line.cents)}
            {line.decision ? ` · ${decisionLabels[line.decision]}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
