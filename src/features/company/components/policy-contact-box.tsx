import { Address } from '@/components/ui/address';
import { IconLine } from '@/components/ui/icon';
import { EmailLink, PhoneLink } from '@/components/ui/phone-link';
import { dealer, locationById } from '@/content/dealer';

/**
 * The contact box closing every policy page. The ethics variant gives the confidential e-mail
 * and the phones of the dealer and the two Pennsylvania showrooms (brief, section 2).
 */
export function PolicyContactBox({ variant = 'general' }: { variant?: 'general' | 'ethics' }) {
  const main = locationById('somerville-nj');
  const mainAddress = main.address;
  const pennsylvania = [locationById('hatfield-pa'), locationById('pocono-pines-pa')];
  return (
    <section
      aria-labelledby="policy-contact-heading"
      className="rounded-card border border-brand-100 bg-brand-50 p-6 sm:p-8"
    >
      <h2 id="policy-contact-heading" className="text-2xl font-extrabold tracking-tight">
        {variant === 'ethics' ? 'Report a Concern in Confidence' : 'Questions About This Policy?'}
      </h2>
      <p className="mt-2 text-muted">
        {variant === 'ethics'
          ? 'Reports are read only by the people who need to investigate them. We never retaliate against anyone who raises a concern in good faith.'
          : `Contact ${dealer.name} and we will be glad to help.`}
      </p>
      <p className="mt-5 font-bold">{dealer.name}</p>
      <ul className="mt-3 space-y-2.5">
        {variant === 'ethics' && (
          <IconLine as="li" icon="shield-check" className="gap-3" iconClassName="size-5 text-brand-700">
            <span>
              Confidential e-mail: <EmailLink address={dealer.ethicsEmail} />
            </span>
          </IconLine>
        )}
        <IconLine as="li" icon="phone" className="gap-3" iconClassName="size-5 text-brand-700">
          <span>
            {variant === 'ethics' ? `${dealer.name} main line` : 'Phone'}: <PhoneLink phone={dealer.phone} />
          </span>
        </IconLine>
        {variant === 'ethics' &&
          pennsylvania.map((location) => (
            <IconLine
              as="li"
              key={location.id}
              icon="phone"
              className="gap-3"
              iconClassName="size-5 text-brand-700"
            >
              <span>
                {location.name}: <PhoneLink phone={location.phone} />
              </span>
            </IconLine>
          ))}
        {variant === 'general' && (
          <IconLine as="li" icon="mail" className="gap-3" iconClassName="size-5 text-brand-700">
            <span>
              E-mail: <EmailLink address={dealer.email} />
            </span>
          </IconLine>
        )}
        {mainAddress && (
          <IconLine as="li" icon="map-pin" className="gap-3" iconClassName="size-5 text-brand-700">
            <Address address={mainAddress} layout="inline" />
          </IconLine>
        )}
      </ul>
    </section>
  );
}
