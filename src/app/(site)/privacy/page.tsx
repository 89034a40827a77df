import { PolicyPage } from '@/components/policies/policy-page';
import { privacyPolicy } from '@/content/policies/privacy-policy';
import { policyMetadata } from '@/server/policy-metadata';

export function generateMetadata() {
  return policyMetadata(privacyPolicy);
}

export default function PrivacyPage() {
  return <PolicyPage policy={privacyPolicy} />;
}
