#!/usr/bin/env node
/**
 * The site audit checks every page with the W3C Nu HTML Checker (the `vnu-jar` package), which
 * runs on Java 17 or later. When no such Java is present, install Debian's (as root) or say
 * exactly what to install; never download a Java build of our own (the package's own
 * downloader is an install script npm does not run here).
 */
import { spawnSync } from 'node:child_process';

import { ensureDebianPackage } from './debian-package.mjs';

ensureDebianPackage('openjdk-17-jre-headless', 'the HTML validity check', () => {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const major = Number(/version "(\d+)/.exec(result.stderr ?? '')?.[1] ?? 0);
  return result.status === 0 && major >= 17;
});
