import type { ReactNode } from 'react';

import type { PhoneNumber } from '@/content/dealer';

/** How a phone or e-mail link looks in running text. */
export const linkClass = 'font-semibold text-brand-800 tabular-nums underline-offset-4 hover:underline';

/** The tel: address of a number, for links that are not a PhoneLink (buttons, card data). */
export function telHref(phone: PhoneNumber): string {
  return `tel:${phone.e164}`;
}

/** A tel: link that dials the number it shows (or the words given as children). */
export function PhoneLink({
  phone,
  className = linkClass,
  children,
}: {
  phone: PhoneNumber;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={telHref(phone)} className={className}>
      {children ?? phone.display}
    </a>
  );
}

/** A mailto: link that shows the address. */
export function EmailLink({
  address,
  className = `${linkClass} break-all`,
}: {
  address: string;
  className?: string;
}) {
  return (
    <a href={`mailto:${address}`} className={className}>
      {address}
    </a>
  );
}
