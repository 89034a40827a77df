/**
 * How a lead came in, in words for the desk, its e-mail and the CRM: a visitor's form on a page, a
 * booking sent to the site's API (by a partner's site or an app, never one of our pages), or a
 * booking staff took for a caller in the staff area. Each stores the path it came through.
 */
export function leadOrigin(sourcePath: string | null): string {
  if (!sourcePath) return 'the web form';
  switch (nonVisitorOrigin(sourcePath)) {
    case 'api':
      return `the site's booking API (${sourcePath})`;
    case 'staff':
      return `the staff area, booked for a caller (${sourcePath})`;
    case undefined:
      return `the web form on ${sourcePath}`;
  }
}

/** A path no visitor's form is on: the site's booking API, or the staff area's caller bookings. */
export function nonVisitorOrigin(path: string): 'api' | 'staff' | undefined {
  const section = /^\/(api|admin)(\/|$)/.exec(path)?.[1];
  return section === undefined ? undefined : section === 'api' ? 'api' : 'staff';
}

/**
 * The site's API and staff area: no visitor's form is on them, so a visitor's enquiry naming one
 * as its page is not believed (it would read as a booking made there).
 */
export const notAVisitorPage = (path: string) => nonVisitorOrigin(path) !== undefined;

/** `leadOrigin` starting a sentence or a field: "The web form on /contact". */
export const leadOriginHeading = (sourcePath: string | null) => {
  const words = leadOrigin(sourcePath);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};
