import { Button } from '@/components/ui/button';

import { changeVehicleStatus } from '../../actions';
import {
  archivedForManagers,
  statusActionLabels,
  vehicleStatuses,
  type Vehicle,
  type VehicleStatus,
} from '../../vehicle';

type StatusTarget = Pick<Vehicle, 'id' | 'status' | 'version'>;

/** One button that moves the vehicle to `status`, if nobody changed it since this page was opened. */
export function StatusButton({
  vehicle,
  status,
  label = statusActionLabels[status],
}: {
  vehicle: StatusTarget;
  status: VehicleStatus;
  label?: string;
}) {
  return (
    <form action={changeVehicleStatus}>
      <input type="hidden" name="id" value={vehicle.id} />
      <input type="hidden" name="status" value={status} />
      <input type="hidden" name="version" value={vehicle.version} />
      <Button type="submit" variant={status === 'archived' ? 'ghost' : 'secondary'} size="sm">
        {label}
      </Button>
    </form>
  );
}

/** One click to move a vehicle through its lifecycle; each change is in its history. */
export function StatusActions({ vehicle, canArchive }: { vehicle: StatusTarget; canArchive: boolean }) {
  if (vehicle.status === 'archived' && !canArchive)
    return <p className="max-w-xl text-sm">{archivedForManagers}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {vehicleStatuses
        // Archiving takes a cart off the site for good (and back): a manager's call.
        .filter((status) => status !== vehicle.status && (canArchive || status !== 'archived'))
        .map((status) => (
          <StatusButton key={status} vehicle={vehicle} status={status} />
        ))}
    </div>
  );
}
