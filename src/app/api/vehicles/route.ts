import { listPublicVehicles } from '@/features/inventory/server/vehicle-queries';
import { vehicleApiRecord } from '@/features/inventory/vehicle-api';
import { jsonOnFailure } from '@/server/http/json-on-failure';

/** Every vehicle with a public page (available, on hold and sold), with its status. */
export const GET = jsonOnFailure(async (): Promise<Response> =>
  Response.json((await listPublicVehicles()).map(vehicleApiRecord)),
);
