import { PolicyPage } from '@/components/policies/policy-page';
import { termsOfServicePolicy } from '@/content/policies/terms-of-service';
import { policyMetadata } from '@/server/policy-metadata';

export function generateMetadata() {
  return policyMetadata(termsOfServicePolicy);
}

export default function TermsPage() {
  return <PolicyPage policy={termsOfServicePolicy} />;
}
