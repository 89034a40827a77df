/**
 * Whether a request target cannot be read as a path: a broken %-escape in any segment, a control
 * character, or no leading slash. Next would answer such addresses with a 500.
 */
export function isMalformedPath(target: string): boolean {
  if (!target.startsWith('/')) return true;
  const [path = ''] = target.split('?');
  if (/[\u0000-\u001f\u007f]/.test(path)) return true;
  for (const segment of path.split('/')) {
    try {
      decodeURIComponent(segment);
    } catch {
      return true;
    }
  }
  return false;
}
