import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The ADF 1.0 DTD the site's documents are written to (src/features/leads/server/adf-1.0.dtd). */
export const adfDtdPath = path.resolve('src/features/leads/server/adf-1.0.dtd');

/**
 * What libxml2's xmllint says of a document validated against the ADF 1.0 DTD: "" when valid,
 * else its complaints. Never fetches anything (--nonet).
 */
export function adfDtdErrors(xml: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adf-'));
  try {
    const file = path.join(dir, 'lead.xml');
    writeFileSync(file, xml);
    const result = spawnSync('xmllint', ['--noout', '--nonet', '--dtdvalid', adfDtdPath, file], {
      encoding: 'utf8',
    });
    if (result.error) throw result.error;
    return result.status === 0 ? '' : result.stderr || `xmllint exited with ${result.status}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
