#!/usr/bin/env node
/**
 * End-to-end tests drive Debian's Chromium. When it is missing, install it (as root) or say
 * exactly what to install; never download a browser build of our own.
 */
import { existsSync } from 'node:fs';

import { ensureDebianPackage } from './debian-package.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
ensureDebianPackage('chromium', 'the end-to-end tests', () => existsSync(chromium));
