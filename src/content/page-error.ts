/**
 * What a visitor reads when a page cannot be built (the database is down, say): the error panel
 * (src/components/layout/error-panel.tsx) and the production server's outage page for visitors
 * without JavaScript (src/http-server/outage-page.ts) say the same.
 */
export const pageError = {
  eyebrow: 'Please try again',
  title: 'This page did not load',
  /** Without a number only while the root layout's own failure loads it (src/app/global-error.tsx). */
  explanation: (phoneDisplay: string | null) =>
    phoneDisplay
      ? `Something went wrong on our side, and we are on it. Try again in a moment, or call us: we are happy to help by phone at ${phoneDisplay}.`
      : 'Something went wrong on our side, and we are on it. Try again in a moment.',
  /** Spec section 8: what the inventory says when its list cannot be fetched (an HTTP status). */
  inventoryLoadError: (status: number) => `Error loading vehicles: Failed to fetch vehicles: ${status}`,
} as const;
