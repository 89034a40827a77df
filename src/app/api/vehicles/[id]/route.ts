import { stockSnapshot, vehicleAsAsked } from '@/features/inventory/server/vehicle-queries';
import { vehicleApiRecord } from '@/features/inventory/vehicle-api';
import { jsonOnFailure } from '@/server/http/json-on-failure';

export const GET = jsonOnFailure(
  async (_request: Request, context: RouteContext<'/api/vehicles/[id]'>): Promise<Response> => {
    const { id } = await context.params;
    const vehicle = vehicleAsAsked(await stockSnapshot(), id);
    if (!vehicle) return Response.json({ error: 'Vehicle not found' }, { status: 404 });
    // A shorter form of its id is sent on to the vehicle's own address, as its page is.
    if (vehicle.id !== id)
      return new Response(null, {
        status: 308,
        headers: { Location: `/api/vehicles/${encodeURIComponent(vehicle.id)}` },
      });
    if (vehicle.status === 'archived')
      return Response.json({ error: 'Vehicle no longer listed', status: 'archived' }, { status: 410 });
    return Response.json(vehicleApiRecord(vehicle));
  },
);
