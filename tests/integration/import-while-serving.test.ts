/**
 * A large CSV import applies while the process goes on answering the public: a request that
 * arrives during the apply is answered before the import ends. The stock is read as a busy site
 * reads it, trusted for STOCK_POLL_MS, so the API answers from the stock the process keeps.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, expect, it } from 'vitest';

import { createTemporaryDatabase } from '../support/temp-database';

const db = await createTemporaryDatabase();
process.env.STOCK_POLL_MS = '60000';

const { GET: listVehiclesRoute } = await import('@/app/api/vehicles/route');
const { applyImport, findImportCheck, keepImportFile } =
  await import('@/features/inventory/server/inventory-import');
const { listPublicVehicles } = await import('@/features/inventory/server/vehicle-queries');
const { inventoryCsvColumns, readInventoryCsv } = await import('@/features/inventory/vehicle-csv');
const { vehicleFieldNames, vehicleToFormValues } = await import('@/features/inventory/vehicle-form');
const { toCsv } = await import('@/lib/csv');
const { closeDatabase } = await import('@/server/db/database');

let server: Server | undefined;

afterAll(async () => {
  server?.close();
  await closeDatabase();
  await db.cleanup();
});

/**
 * The public API on a port of its own, as the site serves it. Each answer closes its connection:
 * a SQLite import holds this one process for seconds, after which the server's keep-alive timer
 * and fetch's reuse of the idle connection fire together, and the next request met a reset.
 */
async function serveApi(): Promise<string> {
  server = createServer((_request, response) => {
    void listVehiclesRoute().then(async (answer) => {
      response.writeHead(answer.status, { 'content-type': 'application/json', connection: 'close' });
      response.end(await answer.text());
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/vehicles`;
}

it('answers GET /api/vehicles while an import of 5,000 carts is being applied', async () => {
  const url = await serveApi();
  const listed = (await (await fetch(url)).json()) as unknown[];
  const template = vehicleToFormValues((await listPublicVehicles())[0]!);
  const count = 5_000;
  const rows = Array.from({ length: count }, (_, index) => [
    '',
    '',
    ...vehicleFieldNames.map((name) =>
      name === 'name'
        ? `${template.name} bulk ${index}`
        : name === 'stockNumber'
          ? `BULK-${index}`
          : name === 'vin' || name === 'serialNumber'
            ? ''
            : template[name],
    ),
  ]);
  const read = readInventoryCsv(toCsv(inventoryCsvColumns, rows));
  expect(read.ok).toBe(true);
  const check = (await findImportCheck(await keepImportFile('bulk.csv', read, 'office@dealer.test')))!;
  expect(check.problems).toEqual([]);

  let importEnded = false;
  const applying = applyImport(check.id, check.preview!.fingerprint, new Set(), 'office@dealer.test').finally(
    () => {
      importEnded = true;
    },
  );
  const duringImport = await fetch(url);
  expect(importEnded).toBe(false);
  expect(duringImport.status).toBe(200);
  // Answered from the stock as it was: the import is one transaction, seen once it commits.
  expect(await duringImport.json()).toHaveLength(listed.length);

  expect(await applying).toMatchObject({ outcome: 'applied', summary: { added: count } });
  expect(await (await fetch(url)).json()).toHaveLength(listed.length + count);
});
