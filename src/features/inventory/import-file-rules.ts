/**
 * How large a CSV the inventory import takes, shared by the form (which checks the file before
 * sending it), the server action, the proxy and next.config's limit on server action bodies.
 */
export const maxImportFileBytes = 5 * 1024 * 1024;

/**
 * The most a post of the import form may carry: the file at its limit and the form's own fields
 * (the action's id and state, the file part's headers: a few kilobytes). Next refuses a larger
 * server action body by throwing before the action runs, which ends on the error page, so the
 * proxy answers a larger post itself (with the size message) and Next's limit is set to this.
 */
export const maxImportPostBytes = maxImportFileBytes + 64 * 1024;

export const importFileTooLarge = `The file is larger than ${maxImportFileBytes / 1024 / 1024} MB.`;

/** The import page's query after a post too large to read: the page then shows importFileTooLarge. */
export const importTooLargeQuery = { refused: 'too-large' } as const;

/**
 * The conflict rows ticked to apply anyway, from the Apply form's `applyRow` boxes or the import
 * page's `ticked` query (the same numbers, comma-separated): row numbers of the file, which start
 * at 2 under the header. Anything else is dropped.
 */
export function tickedRows(values: readonly string[]): Set<number> {
  return new Set(values.map(Number).filter((row) => Number.isInteger(row) && row > 1));
}
