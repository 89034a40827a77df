/**
 * The kinds of structured request and the page of each one's form: a module of its own, so a
 * link or a form that only needs an address does not bring the request schemas into the browser.
 */
export const requestKinds = ['financing', 'rental', 'service', 'trade-in'] as const;
export type RequestKind = (typeof requestKinds)[number];

/** The page of each request's form, where a form post with errors comes back to. */
export const requestPagePaths: Record<RequestKind, string> = {
  financing: '/financing',
  rental: '/rentals/request',
  service: '/services/appointment',
  'trade-in': '/trade-in',
};
