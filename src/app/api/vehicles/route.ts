import { vehicleApiRecord } from '@/lib/vehicle-api';
import { jsonOnFailure } from '@/server/http/json-on-failure';
import { listPublicVehicles } from '@/server/queries/vehicles';

/** Every vehicle with a public page (available, on hold and sold), with its status. */
export const GET = jsonOnFailure(async (): Promise<Response> =>
  Response.json((await listPublicVehicles()).map(vehicleApiRecord)),
);
