import type { PostalAddress } from '@/content/dealer';

/**
 * A postal address as an <address> element: on two lines (street, then town) or on one line
 * ("100 Example Road, Somerville, NJ 08876").
 */
export function Address({
  address,
  layout = 'lines',
  className = '',
}: {
  address: PostalAddress;
  layout?: 'lines' | 'inline';
  className?: string;
}) {
  const town = `${address.city}, ${address.region} ${address.postalCode}`;
  return (
    <address className={`not-italic ${className}`}>
      {address.street}
      {layout === 'lines' ? <br /> : ', '}
      {town}
    </address>
  );
}

/** The address as plain text, for places that are not markup (metadata, e-mails). */
export function addressText(address: PostalAddress): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}
