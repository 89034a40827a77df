import Link from 'next/link';

import { Icon, type SpriteIconName } from '@/components/ui/icon';
import { telHref } from '@/components/ui/phone-link';
import { dealer } from '@/content/dealer';

interface ContactCard {
  icon: SpriteIconName;
  title: string;
  text: string;
  href: string;
  action: string;
  internal: boolean;
}

/** Four ways to reach the dealer: call, e-mail, write through the form, visit a showroom. */
export function ContactCards() {
  const cards: ContactCard[] = [
    {
      icon: 'phone',
      title: 'Call us',
      text: dealer.phone.display,
      href: telHref(dealer.phone),
      action: 'Call now',
      internal: false,
    },
    {
      icon: 'mail',
      title: 'E-mail us',
      text: dealer.email,
      href: `mailto:${dealer.email}`,
      action: 'Send an e-mail',
      internal: false,
    },
    {
      icon: 'message-square',
      title: 'Send a message',
      text: `We reply ${dealer.responseTime.promise}, ${dealer.responseTime.typical}.`,
      href: '/contact',
      action: 'Open the contact form',
      internal: true,
    },
    {
      icon: 'map-pin',
      title: 'Visit a showroom',
      text: `${dealer.locations.filter((location) => location.type === 'physical').length} locations in New Jersey and Pennsylvania.`,
      href: '/showroom',
      action: 'Find a showroom',
      internal: true,
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => {
        const className = 'group flex h-full flex-col card p-6 transition-colors hover:border-brand-600';
        const body = (
          <>
            <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={card.icon} className="size-5" />
            </span>
            <span className="mt-4 text-lg font-bold text-ink">{card.title}</span>
            <span className="mt-1 text-sm break-words text-muted">{card.text}</span>
            <span className="mt-auto pt-4 text-sm font-semibold text-brand-800 group-hover:underline">
              {card.action}
            </span>
          </>
        );
        return (
          <li key={card.title}>
            {card.internal ? (
              <Link href={card.href} className={className}>
                {body}
              </Link>
            ) : (
              <a href={card.href} className={className}>
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
