import type { PostalAddress } from '@/content/dealer';

/** A street address on two lines, as an <address> element. */
export function PostalAddressLines({
  address,
  className = '',
}: {
  address: PostalAddress;
  className?: string;
}) {
  return (
    <address className={`not-italic ${className}`}>
      {address.street}
      <br />
      {address.city}, {address.region} {address.postalCode}
    </address>
  );
}
