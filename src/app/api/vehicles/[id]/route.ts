import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { vehicleApiRecord } from '@/features/inventory/vehicle-api';
import { jsonOnFailure } from '@/server/http/json-on-failure';

export const GET = jsonOnFailure(
  async (_request: Request, context: RouteContext<'/api/vehicles/[id]'>): Promise<Response> => {
    const { id } = await context.params;
    const vehicle = await findVehicle(id);
    if (!vehicle) return Response.json({ error: 'Vehicle not found' }, { status: 404 });
    if (vehicle.status === 'archived')
      return Response.json({ error: 'Vehicle no longer listed', status: 'archived' }, { status: 410 });
    return Response.json(vehicleApiRecord(vehicle));
  },
);
