import { spawnSync } from 'node:child_process';

/**
 * What libxml2's xmllint says of a document: "" when it is well-formed (and, given a DTD, valid
 * against it), else its complaints. Never fetches anything (--nonet).
 */
export function xmllintErrors(xml: string, dtdPath?: string): string {
  const result = spawnSync(
    'xmllint',
    ['--noout', '--nonet', ...(dtdPath ? ['--dtdvalid', dtdPath] : []), '-'],
    {
      input: xml,
      encoding: 'utf8',
    },
  );
  if (result.error) throw result.error;
  return result.status === 0 ? '' : result.stderr || `xmllint exited with ${result.status}`;
}
