import path from 'node:path';

import { xmllintErrors } from './xmllint';

/** The ADF 1.0 DTD the site's documents are written to (src/features/leads/server/adf-1.0.dtd). */
export const adfDtdPath = path.resolve('src/features/leads/server/adf-1.0.dtd');

/** What xmllint says of a document validated against the ADF 1.0 DTD: "" when valid, else its complaints. */
export function adfDtdErrors(xml: string): string {
  return xmllintErrors(xml, adfDtdPath);
}
