import type { ComponentProps } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { enquiryHref, type EnquiryContext } from '@/lib/enquiry-link';

/**
 * A call to action that opens the sales enquiry form filled in with what the visitor was looking
 * at: the cart, the town, and what they asked for (a quote, a test drive, financing...).
 */
export function SalesEnquiryButton({
  vehicleId,
  municipality,
  topic,
  ...button
}: Omit<EnquiryContext, 'interest' | 'rentalPlan'> & Omit<ComponentProps<typeof ButtonLink>, 'href'>) {
  return <ButtonLink href={enquiryHref({ interest: 'sales', vehicleId, municipality, topic })} {...button} />;
}
