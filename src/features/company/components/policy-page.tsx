import type { Policy } from '@/content/policies';
import { ethicsPolicy } from '@/content/policies/ethics-policy';
import { staffingReportPolicy } from '@/content/policies/staffing-report';

import { PolicyContactBox } from './policy-contact-box';
import { PolicyDocument } from './policy-document';
import { StaffingFigures } from './staffing-figures';

/** A policy page as served by /privacy, /terms and /policies/{policy}: the extras some pages carry. */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <PolicyDocument
      policy={policy}
      highlights={policy.path === staffingReportPolicy.path ? <StaffingFigures /> : undefined}
      contact={<PolicyContactBox variant={policy.path === ethicsPolicy.path ? 'ethics' : 'general'} />}
    />
  );
}
