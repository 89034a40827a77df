#!/usr/bin/env node
/**
 * The integration tests also run against a real PostgreSQL: Debian's server binaries, started as
 * a throwaway cluster by tests/support/postgres-cluster.ts. When they are missing, install them
 * (as root) or say exactly what to install.
 */
import { existsSync, readdirSync } from 'node:fs';

import { ensureDebianPackage } from './debian-package.mjs';

const root = '/usr/lib/postgresql';
ensureDebianPackage(
  'postgresql',
  'the integration tests',
  () =>
    Boolean(process.env.PG_BIN) ||
    (existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/initdb`))),
);
