import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { fetchVehicles } from './fetch-vehicles';

let server: Server | undefined;

/** A real HTTP server on loopback that answers with the given statuses in turn. */
async function serve(statuses: number[]): Promise<{ url: string; hits: () => number }> {
  let count = 0;
  server = createServer((_request, response) => {
    const status = statuses[Math.min(count, statuses.length - 1)] ?? 200;
    count++;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(
      status === 200 ? JSON.stringify([{ id: 'denago-ev-city' }]) : JSON.stringify({ error: 'down' }),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/vehicles`, hits: () => count };
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('fetchVehicles', () => {
  it('returns the list when the API answers', async () => {
    const api = await serve([200]);
    expect(await fetchVehicles({ url: api.url, retryDelayMs: 1 })).toEqual([{ id: 'denago-ev-city' }]);
    expect(api.hits()).toBe(1);
  });

  it('retries a failing call and succeeds when the API recovers', async () => {
    const api = await serve([503, 500, 200]);
    expect(await fetchVehicles({ url: api.url, retryDelayMs: 1 })).toHaveLength(1);
    expect(api.hits()).toBe(3);
  });

  it('gives up after 3 retries with the spec message naming the status', async () => {
    const api = await serve([503]);
    await expect(fetchVehicles({ url: api.url, retryDelayMs: 1 })).rejects.toThrow(
      'Failed to fetch vehicles: 503',
    );
    expect(api.hits()).toBe(4);
  });
});
