/** A record version as a form or an address sends it back, or undefined when it is not one. */
export function versionParam(value: unknown): number | undefined {
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}
