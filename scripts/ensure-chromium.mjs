#!/usr/bin/env node
/**
 * End-to-end tests drive Debian's Chromium in its headless shell (the package
 * chromium-headless-shell, the same build as `chromium`; docs/decisions/0017-e2e-browser.md).
 * When it is missing, install it (as root) or say exactly what to install; never download a
 * browser build of our own.
 */
import { existsSync } from 'node:fs';

import { ensureDebianPackage } from './debian-package.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
ensureDebianPackage(
  process.env.CHROMIUM_PATH ? 'chromium' : 'chromium-headless-shell',
  'the end-to-end tests',
  () => existsSync(chromium),
);
