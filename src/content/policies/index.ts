/**
 * Every policy page of the site, in footer order: the site-wide terms and privacy pages first,
 * then the pages under /policies/. A page that needs one policy imports it from its own module.
 */

import type { Policy } from './policy-types';
import { termsOfServicePolicy } from './terms-of-service';
import { privacyPolicy } from './privacy-policy';
import { termsConditionsPolicy } from './terms-conditions';
import { returnPolicy } from './return-policy';
import { deliveryPolicy } from './delivery-policy';
import { golfCartRentalPolicy } from './rental-policy';
import { storagePolicy } from './storage-policy';
import { publishingPolicy } from './publishing-policy';
import { feedbackPolicy } from './feedback-policy';
import { correctionsPolicy } from './corrections-policy';
import { diversityPolicy } from './diversity-policy';
import { ethicsPolicy } from './ethics-policy';
import { staffingReportPolicy } from './staffing-report';

export type { Policy, PolicyBlock, PolicySection } from './policy-types';
export { policyEffectiveDate } from './policy-types';
export const policies: readonly Policy[] = [
  termsOfServicePolicy,
  privacyPolicy,
  termsConditionsPolicy,
  returnPolicy,
  deliveryPolicy,
  golfCartRentalPolicy,
  storagePolicy,
  publishingPolicy,
  feedbackPolicy,
  correctionsPolicy,
  diversityPolicy,
  ethicsPolicy,
  staffingReportPolicy,
];

/** The policy served at a path ("/terms", "/policies/return-policy"); a trailing slash is ignored. */
export function policyByPath(path: string): Policy | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return policies.find((policy) => policy.path === normalised);
}
