/**
 * How a lead came in, in words for the desk, its e-mail and the CRM: a visitor's form on a page, a
 * booking sent to the site's API (by a partner's site or an app, never one of our pages), or a
 * booking staff took for a caller in the staff area. Each stores the path it came through.
 */
export function leadOrigin(sourcePath: string | null): string {
  if (!sourcePath) return 'the web form';
  if (notAVisitorPage(sourcePath))
    return sourcePath.startsWith('/api')
      ? `the site's booking API (${sourcePath})`
      : `the staff area, booked for a caller (${sourcePath})`;
  return `the web form on ${sourcePath}`;
}

/**
 * The site's API and staff area: no visitor's form is on them, so a visitor's enquiry naming one
 * as its page is not believed (it would read as a booking made there).
 */
export const notAVisitorPage = (path: string) => /^\/(api|admin)(\/|$)/.test(path);

/** `leadOrigin` starting a sentence or a field: "The web form on /contact". */
export const leadOriginHeading = (sourcePath: string | null) => {
  const words = leadOrigin(sourcePath);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};
