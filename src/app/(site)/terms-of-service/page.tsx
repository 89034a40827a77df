import { permanentRedirect } from 'next/navigation';

import { termsOfServicePolicy } from '@/content/policies/terms-of-service';

// The spec's second address for the terms page: one page, one canonical URL (308).
export default function TermsOfServiceRedirect() {
  permanentRedirect(termsOfServicePolicy.path);
}
