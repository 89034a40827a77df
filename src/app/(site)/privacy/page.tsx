import { privacyPolicy } from '@/content/policies/privacy-policy';
import { PolicyPage } from '@/features/company/components/policy-page';
import { policyMetadata } from '@/features/company/server/policy-metadata';

export function generateMetadata() {
  return policyMetadata(privacyPolicy);
}

export default function PrivacyPage() {
  return <PolicyPage policy={privacyPolicy} />;
}
