/**
 * How a lead came in, in words for the desk, its e-mail and the CRM: a visitor's form on a page, a
 * booking sent to the site's API (by a partner's site or an app, never one of our pages), or a
 * booking staff took for a caller in the staff area. Each stores the path it came through.
 */
export function leadOrigin(sourcePath: string | null): string {
  if (!sourcePath) return 'the web form';
  if (sourcePath.startsWith('/api/')) return `the site's booking API (${sourcePath})`;
  if (sourcePath.startsWith('/admin/')) return `the staff area, booked for a caller (${sourcePath})`;
  return `the web form on ${sourcePath}`;
}

/** `leadOrigin` starting a sentence or a field: "The web form on /contact". */
export const leadOriginHeading = (sourcePath: string | null) => {
  const words = leadOrigin(sourcePath);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};
