import type { OpeningHours } from '@/content/dealer';

/** Opening hours as a two-column list: "Mon-Fri  9AM-5PM". */
export function HoursList({ hours, className = '' }: { hours: readonly OpeningHours[]; className?: string }) {
  return (
    <dl className={`grid gap-1.5 text-sm ${className}`}>
      {hours.map((row) => (
        <div
          key={row.days}
          className="flex justify-between gap-4 border-b border-line/70 pb-1.5 last:border-0 last:pb-0"
        >
          <dt className="font-medium text-ink">{row.days}</dt>
          <dd className="text-right text-muted tabular-nums">{row.label}</dd>
        </div>
      ))}
    </dl>
  );
}
