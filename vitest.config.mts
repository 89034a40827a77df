import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const integrationSuites = 'tests/integration/**/*.test.ts';

export default defineConfig({
  resolve: {
    alias: {
      '@/': `${path.join(root, 'src')}/`,
      // `server-only` throws outside React Server Components; tests import server modules directly.
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on two cores, one.
    maxWorkers: os.availableParallelism(),
    // Per test, never for the whole run: the slowest (scrypt hashes, the outbox's retries) take a
    // few seconds on a quiet machine and three times that on a busy one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', integrationSuites],
        },
      },
      {
        // The same data, API, leads, auth and inventory suites against a real PostgreSQL
        // (a throwaway cluster, tests/support/postgres-cluster.ts).
        extends: true,
        test: {
          name: 'postgres',
          include: [integrationSuites],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
