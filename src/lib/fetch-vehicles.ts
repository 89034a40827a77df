/**
 * Loads the inventory from GET /api/vehicles in the browser, as the spec's inventory does when
 * the page could not be rendered with it: retried 3 times, with the spec's error message.
 */
import type { VehicleApiRecord } from './vehicle-api';

export class VehicleFetchError extends Error {
  constructor(readonly status: number) {
    super(`Failed to fetch vehicles: ${status}`);
    this.name = 'VehicleFetchError';
  }
}

export async function fetchVehicles({
  url = '/api/vehicles',
  retries = 3,
  retryDelayMs = 500,
}: { url?: string; retries?: number; retryDelayMs?: number } = {}): Promise<VehicleApiRecord[]> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new VehicleFetchError(response.status);
      return (await response.json()) as VehicleApiRecord[];
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error('Failed to fetch vehicles');
}
