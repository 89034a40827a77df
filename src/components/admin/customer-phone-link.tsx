import type { ReactNode } from 'react';

import { linkClass } from '@/components/ui/phone-link';
import { customerDialString } from '@/lib/phone-number';

/**
 * A tel: link to a customer's number as they typed it ("732-555-0102 x12"), shown as typed (or the
 * words given as children): it dials the line, then the extension once the call is answered.
 * Staff pages only: it brings the number parser, which the public header and footer do without.
 */
export function CustomerPhoneLink({
  phone,
  className = linkClass,
  children,
}: {
  phone: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={`tel:${customerDialString(phone)}`} className={className}>
      {children ?? phone}
    </a>
  );
}
