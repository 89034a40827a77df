import type { TestProject } from 'vitest/node';

import { startPostgresCluster } from './postgres-cluster';

/** Vitest global setup of the `postgres` project: one throwaway cluster for the whole run. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresClusterUrl', cluster.url);
  return () => cluster.destroy();
}
