import Link from 'next/link';

import { DataTable } from '@/components/admin/data-table';
import { VehiclePrice } from '@/components/ui/price';
import { formatDateTime } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';

import { merchantFeedExclusion } from '../../feeds';
import type { PriceChange } from '../../server/vehicle-queries';
import { daysInStock, isListed, vehicleConditionLabel, type Vehicle } from '../../vehicle';
import { VehiclePicture } from '../vehicle-picture';
import { VehicleStatusBadge } from './vehicle-status-badge';

/** Why an available cart is not in the Google Shopping feed (see merchantFeedExclusion). */
const exclusionNotes = {
  'no-photo': 'Not in Google Shopping until it has a photo',
  'street-legal': 'Not in Google Shopping: street-legal carts are not allowed there',
} as const;

/** "was $9,995 (Nov 20, 2026, 9:15 AM)": the price before the latest change, as the history has it. */
function previousPrice(change: PriceChange): string {
  const was = /^\d+$/.test(change.was) ? formatPrice(Number(change.was)) : change.was;
  const times = change.count > 1 ? `, ${change.count} changes` : '';
  return `was ${was} (${formatDateTime(change.at)}${times})`;
}

/**
 * The inventory office's list: each vehicle with what staff decide on (stock number, days in
 * stock, photos, price changes), linking to its record.
 */
export function InventoryTable({
  vehicles,
  priceChanges,
  now,
  payingOnline,
}: {
  vehicles: readonly Vehicle[];
  /** The carts a buyer is paying to hold online (holdPaymentsUnderWay). */
  payingOnline?: ReadonlyMap<string, number>;
  priceChanges: ReadonlyMap<string, PriceChange>;
  /** The moment "days in stock" counts to (the request's), so one render agrees with itself. */
  now: number;
}) {
  return (
    <DataTable
      caption="Vehicles, most recently changed first"
      columns={[
        { label: 'Tick to change', hidden: true },
        { label: 'Photo', hidden: true },
        'Vehicle',
        'Condition',
        'Price',
        'Status',
        'In stock',
        'Photos',
      ]}
      empty="No vehicles match these filters."
      isEmpty={vehicles.length === 0}
    >
      {vehicles.map((vehicle) => {
        const change = priceChanges.get(vehicle.id);
        const days = daysInStock(vehicle, now);
        const exclusion = merchantFeedExclusion(vehicle);
        return (
          <tr key={vehicle.id}>
            <td className="w-10">
              <input
                type="checkbox"
                name="vehicle"
                value={`${vehicle.id}:${vehicle.version}`}
                aria-label={`Tick ${vehicle.name}`}
                className="size-5 accent-brand-700"
              />
            </td>
            {/* Its own width on a phone too, where the table scrolls sideways (and the name next to it). */}
            <td className="w-24 min-w-24">
              <VehiclePicture
                vehicle={vehicle}
                alt=""
                preferredWidth={480}
                sizes="80px"
                className="aspect-[8/5] w-20 rounded-md bg-surface object-cover"
              />
            </td>
            <td className="min-w-44">
              <Link
                href={`/admin/inventory/${encodeURIComponent(vehicle.id)}`}
                className="font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {vehicle.name}
              </Link>
              <p className="text-muted">
                {vehicle.brand} · {vehicle.category}
                {vehicle.stockNumber && ` · Stock ${vehicle.stockNumber}`}
              </p>
            </td>
            <td className="whitespace-nowrap">{vehicleConditionLabel(vehicle)}</td>
            <td>
              <span className="font-semibold whitespace-nowrap">
                <VehiclePrice vehicle={vehicle} />
              </span>
              {change && <p className="text-sm text-muted">{previousPrice(change)}</p>}
            </td>
            <td>
              <VehicleStatusBadge status={vehicle.status} />
              {payingOnline?.has(vehicle.id) && (
                <p className="mt-1 text-sm font-semibold text-ink">Buyer paying to hold it</p>
              )}
            </td>
            <td className="whitespace-nowrap">
              {isListed(vehicle) ? `${days} ${days === 1 ? 'day' : 'days'}` : '–'}
            </td>
            <td>
              {vehicle.photos.length > 0 ? (
                vehicle.photos.length
              ) : (
                <span className="font-semibold text-danger">None</span>
              )}
              {vehicle.status === 'available' && exclusion && (
                <p className="text-sm text-muted">{exclusionNotes[exclusion]}</p>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
