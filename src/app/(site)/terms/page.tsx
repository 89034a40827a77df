import { termsOfServicePolicy } from '@/content/policies/terms-of-service';
import { PolicyPage } from '@/features/company/components/policy-page';
import { policyMetadata } from '@/features/company/server/policy-metadata';

export function generateMetadata() {
  return policyMetadata(termsOfServicePolicy);
}

export default function TermsPage() {
  return <PolicyPage policy={termsOfServicePolicy} />;
}
