#!/usr/bin/env node
/**
 * The ADF test validates lead XML against the ADF 1.0 DTD with libxml2's xmllint (Debian's
 * libxml2-utils). When it is missing, install it (as root) or say exactly what to install.
 */
import { spawnSync } from 'node:child_process';

import { ensureDebianPackage } from './debian-package.mjs';

ensureDebianPackage(
  'libxml2-utils',
  'the ADF/XML validity test',
  () => spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status === 0,
);
