import { Button } from '@/components/ui/button';

import { changeVehicleStatus } from '../../actions';
import { vehicleStatuses, type Vehicle, type VehicleStatus } from '../../vehicle';

const actionLabels: Record<VehicleStatus, string> = {
  available: 'Mark available',
  'on-hold': 'Put on hold',
  sold: 'Mark sold',
  archived: 'Archive',
};

/** One click to move a vehicle through its lifecycle; each change is in its history. */
export function StatusActions({ vehicle }: { vehicle: Pick<Vehicle, 'id' | 'status'> }) {
  return (
    <div className="flex flex-wrap gap-2">
      {vehicleStatuses
        .filter((status) => status !== vehicle.status)
        .map((status) => (
          <form key={status} action={changeVehicleStatus}>
            <input type="hidden" name="id" value={vehicle.id} />
            <input type="hidden" name="status" value={status} />
            <Button type="submit" variant={status === 'archived' ? 'ghost' : 'secondary'} size="sm">
              {actionLabels[status]}
            </Button>
          </form>
        ))}
    </div>
  );
}
