import Link from 'next/link';

import { Badge } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { VehiclePrice } from '@/components/ui/price';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';
import { SidewaysScroller } from '@/components/ui/sideways-scroller';

import { compareHref, type CompareRow } from '../../compare';
import { isListed, vehicleBadge, vehiclePath, type Vehicle } from '../../vehicle';
import { badgeTones } from '../vehicle-card';
import { VehiclePicture } from '../vehicle-picture';

/** "A, B and C" */
export function listOfNames(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The vehicle at the top of its column: picture, status, name, and what to do next. */
function VehicleColumnHeader({
  vehicle,
  others,
  diffOnly,
}: {
  vehicle: Vehicle;
  /** The ids of the other vehicles: what the comparison is without this one. */
  others: readonly string[];
  diffOnly: boolean;
}) {
  const badge = vehicleBadge(vehicle);
  return (
    <th scope="col" className="min-w-52 border-b border-line p-4 text-left align-top font-normal sm:min-w-60">
      <div className="relative max-w-xs overflow-hidden rounded-xl bg-surface">
        <VehiclePicture
          vehicle={vehicle}
          alt={`${vehicle.name} electric cart`}
          preferredWidth={480}
          sizes="(min-width: 1024px) 22rem, 60vw"
          className="aspect-[8/5] w-full object-cover"
        />
        <Badge tone={badgeTones[badge]} className="absolute top-2 left-2">
          {badge}
        </Badge>
      </div>
      <p className="mt-3 eyebrow text-xs text-brand-700">
        {vehicle.brand} · {vehicle.category}
      </p>
      <Link
        href={vehiclePath(vehicle)}
        prefetch={false}
        className="mt-1 block text-lg leading-snug font-bold text-ink underline-offset-4 hover:text-brand-800 hover:underline"
      >
        {vehicle.name}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        {isListed(vehicle) ? (
          <SalesEnquiryButton vehicleId={vehicle.id} topic="quote" size="sm">
            Get Quote<span className="sr-only"> for the {vehicle.name}</span>
          </SalesEnquiryButton>
        ) : (
          // A sold cart cannot be quoted: the vehicle page offers the same instead.
          <SalesEnquiryButton vehicleId={vehicle.id} topic="notify" variant="secondary" size="sm">
            Notify me of similar carts<span className="sr-only"> to the {vehicle.name}</span>
          </SalesEnquiryButton>
        )}
        {/* A page load, not a client navigation: it lands on the comparison as it is now, which
            says what is compared (ScrollToTop), rather than at the top of the page. */}
        <a
          href={`${compareHref(others, { diff: diffOnly && others.length > 1 })}#comparison`}
          className="inline-flex min-h-10 items-center gap-1 text-sm link-quiet"
        >
          <Icon name="x" className="size-4" />
          Remove<span className="sr-only"> the {vehicle.name} from the comparison</span>
        </a>
      </div>
    </th>
  );
}

function MissingValue({ missing }: { missing: CompareRow['missing'] }) {
  // A figure every cart has but this record lacks is "Ask us" on every page (decision 0007).
  if (missing === 'ask') return <span className="text-muted">Ask us</span>;
  return (
    <>
      <span aria-hidden="true" className="text-muted">
        —
      </span>
      <span className="sr-only">Not stated</span>
    </>
  );
}

/**
 * The comparison: one column per vehicle, one row per figure, the rows where the vehicles differ
 * highlighted and marked "Differs" in words (not by colour alone). On a phone it scrolls sideways
 * inside a focusable region, the row headers staying in view.
 */
export function CompareTable({
  vehicles,
  rows,
  diffOnly,
}: {
  vehicles: readonly Vehicle[];
  rows: readonly CompareRow[];
  /** Show only the rows where the vehicles differ. */
  diffOnly: boolean;
}) {
  const ids = vehicles.map((vehicle) => vehicle.id);
  const shown = diffOnly ? rows.filter((row) => row.differs) : rows;
  const names = listOfNames(vehicles.map((vehicle) => vehicle.name));
  return (
    <SidewaysScroller
      region={{ 'aria-label': `Comparison table of ${names}` }}
      // The row headers' sticky column is kept clear when a cart's links take the focus.
      className="scroll-pl-32 rounded-card border border-line bg-white shadow-card sm:scroll-pl-48"
    >
      <table className="w-full border-separate border-spacing-0 text-left">
        <caption className="sr-only">
          {vehicles.length > 1
            ? `${names} side by side${diffOnly ? ', only the rows where they differ' : ''}. Rows where they differ are marked "Differs".`
            : `${names}: price and specifications.`}
        </caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-32 border-b border-line bg-white sm:w-48" />
            {vehicles.map((vehicle) => (
              <VehicleColumnHeader
                key={vehicle.id}
                vehicle={vehicle}
                others={ids.filter((id) => id !== vehicle.id)}
                diffOnly={diffOnly}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && (
            <tr>
              <td colSpan={vehicles.length + 1} className="px-4 py-6 text-center text-muted">
                These carts agree on every row.
              </td>
            </tr>
          )}
          {shown.map((row) => {
            const cellTone = row.differs ? 'bg-accent-50' : 'bg-white';
            return (
              <tr key={row.key} data-differs={row.differs || undefined}>
                <th
                  scope="row"
                  className={`sticky left-0 z-10 w-32 border-b border-line px-4 py-3 align-top text-sm font-semibold text-ink sm:w-48 ${cellTone} ${row.differs ? 'shadow-[inset_4px_0_0_var(--color-accent-400)]' : ''}`}
                >
                  {row.label}
                  {row.differs && (
                    <span className="mt-1 flex">
                      <span className="sr-only">, </span>
                      <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink">
                        Differs
                      </span>
                    </span>
                  )}
                </th>
                {vehicles.map((vehicle, index) => {
                  const value = row.values[index] ?? null;
                  return (
                    <td
                      key={vehicle.id}
                      className={`border-b border-line px-4 py-3 align-top tabular-nums ${cellTone} ${row.differs ? 'font-semibold' : ''}`}
                    >
                      {row.key === 'price' ? (
                        <VehiclePrice vehicle={vehicle} className="text-xl font-extrabold text-ink" />
                      ) : value === null ? (
                        <MissingValue missing={row.missing} />
                      ) : (
                        value
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </SidewaysScroller>
  );
}
