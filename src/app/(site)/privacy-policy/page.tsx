import { permanentRedirect } from 'next/navigation';

import { privacyPolicy } from '@/content/policies/privacy-policy';

// The spec's second address for the privacy page: one page, one canonical URL (308).
export default function PrivacyPolicyRedirect() {
  permanentRedirect(privacyPolicy.path);
}
