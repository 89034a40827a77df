/**
 * Every policy page of the site, in footer order: the site-wide terms and privacy pages first,
 * then the pages under /policies/. A page that needs one policy imports it from its own module.
 */

import { correctionsPolicy } from '@/content/policies/corrections-policy';
import { deliveryPolicy } from '@/content/policies/delivery-policy';
import { diversityPolicy } from '@/content/policies/diversity-policy';
import { ethicsPolicy } from '@/content/policies/ethics-policy';
import { feedbackPolicy } from '@/content/policies/feedback-policy';
import type { Policy } from '@/content/policies/policy-types';
import { privacyPolicy } from '@/content/policies/privacy-policy';
import { publishingPolicy } from '@/content/policies/publishing-policy';
import { golfCartRentalPolicy } from '@/content/policies/rental-policy';
import { returnPolicy } from '@/content/policies/return-policy';
import { staffingReportPolicy } from '@/content/policies/staffing-report';
import { storagePolicy } from '@/content/policies/storage-policy';
import { termsConditionsPolicy } from '@/content/policies/terms-conditions';
import { termsOfServicePolicy } from '@/content/policies/terms-of-service';

export type { Policy, PolicyBlock, PolicySection } from '@/content/policies/policy-types';
export { policyEffectiveDate } from '@/content/policies/policy-types';
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
