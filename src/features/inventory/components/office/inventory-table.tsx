import Link from 'next/link';

import { DataTable } from '@/components/admin/data-table';
import { VehiclePrice } from '@/components/ui/price';
import { formatDateTime } from '@/lib/format-date';

import { vehicleConditionLabel, type Vehicle } from '../../vehicle';
import { VehiclePicture } from '../vehicle-picture';
import { VehicleStatusBadge } from './vehicle-status-badge';

/** The inventory office's list: each vehicle with what staff scan for, linking to its record. */
export function InventoryTable({ vehicles }: { vehicles: readonly Vehicle[] }) {
  return (
    <DataTable
      caption="Vehicles, most recently changed first"
      columns={[{ label: 'Photo', hidden: true }, 'Vehicle', 'Condition', 'Price', 'Status', 'Changed']}
      empty="No vehicles match these filters."
      isEmpty={vehicles.length === 0}
    >
      {vehicles.map((vehicle) => (
        <tr key={vehicle.id}>
          <td className="w-24">
            <VehiclePicture
              vehicle={vehicle}
              alt=""
              preferredWidth={480}
              sizes="80px"
              className="aspect-[8/5] w-20 rounded-md bg-surface object-cover"
            />
          </td>
          <td>
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
          <td className="font-semibold whitespace-nowrap">
            <VehiclePrice vehicle={vehicle} />
          </td>
          <td>
            <VehicleStatusBadge status={vehicle.status} />
          </td>
          <td className="whitespace-nowrap text-muted">{formatDateTime(vehicle.updatedAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
