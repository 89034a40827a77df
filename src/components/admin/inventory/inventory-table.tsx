import Link from 'next/link';

import { VehiclePicture } from '@/components/ui/picture';
import { VehiclePrice } from '@/components/ui/price';
import { formatLeadDate } from '@/components/admin/lead-table';
import { vehicleConditionLabel, type Vehicle } from '@/lib/vehicle';

import { VehicleStatusBadge } from './vehicle-status-badge';

/** The inventory office's list: each vehicle with what staff scan for, linking to its record. */
export function InventoryTable({ vehicles }: { vehicles: readonly Vehicle[] }) {
  if (vehicles.length === 0) {
    return (
      <p className="mt-6 rounded-card border border-dashed border-line bg-white p-10 text-center text-muted">
        No vehicles match these filters.
      </p>
    );
  }
  return (
    <div className="relative mt-6 overflow-x-auto rounded-card border border-line bg-white shadow-card">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Vehicles, most recently changed first</caption>
        <thead className="border-b border-line bg-surface text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="p-3">
              <span className="sr-only">Photo</span>
            </th>
            <th scope="col" className="p-3">
              Vehicle
            </th>
            <th scope="col" className="p-3">
              Condition
            </th>
            <th scope="col" className="p-3">
              Price
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
            <th scope="col" className="p-3">
              Changed
            </th>
          </tr>
        </thead>
        <tbody>
          {vehicles.map((vehicle) => (
            <tr key={vehicle.id} className="border-b border-line last:border-0">
              <td className="w-24 p-3">
                <VehiclePicture
                  vehicle={vehicle}
                  alt=""
                  preferredWidth={480}
                  sizes="80px"
                  className="aspect-[8/5] w-20 rounded-md bg-surface object-cover"
                />
              </td>
              <td className="p-3">
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
              <td className="p-3 whitespace-nowrap">{vehicleConditionLabel(vehicle)}</td>
              <td className="p-3 font-semibold whitespace-nowrap">
                <VehiclePrice vehicle={vehicle} />
              </td>
              <td className="p-3">
                <VehicleStatusBadge status={vehicle.status} />
              </td>
              <td className="p-3 whitespace-nowrap text-muted">{formatLeadDate(vehicle.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
