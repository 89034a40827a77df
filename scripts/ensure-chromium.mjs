#!/usr/bin/env node
/**
 * End-to-end tests drive Debian's Chromium in its headless shell (the package
 * chromium-headless-shell, the same build as `chromium`; docs/decisions/0017-e2e-browser.md), or
 * the desktop `chromium` where the shell cannot be installed (playwright.config.ts picks whichever
 * is there). When it is missing, install it (as root) or say exactly what to install; never
 * download a browser build of our own.
 */
import { existsSync, readFileSync } from 'node:fs';

import { ensureDebianPackage } from './debian-package.mjs';

const purpose = 'the end-to-end tests';
const chosen = process.env.CHROMIUM_PATH;
const { headlessShell, desktop } = JSON.parse(
  readFileSync(new URL('./chromium-paths.json', import.meta.url), 'utf8'),
);

// A chosen path is one of the two packages' programs, or one of the developer's own.
if (chosen)
  ensureDebianPackage(chosen === headlessShell ? 'chromium-headless-shell' : 'chromium', purpose, () =>
    existsSync(chosen),
  );
else if (
  !ensureDebianPackage('chromium-headless-shell', purpose, () => existsSync(headlessShell), {
    orElse: desktop,
  })
)
  ensureDebianPackage('chromium', purpose, () => existsSync(desktop));
