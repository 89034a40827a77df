/** What happens after an enquiry is sent (the thank-you page's three steps). */
import { dealer } from '@/content/dealer';

export const nextSteps: readonly { title: string; text: string }[] = [
  {
    title: 'We read your message',
    text: 'Your enquiry goes straight to the right team: sales, service, parts or rentals.',
  },
  {
    title: 'We get back to you',
    text: `A team member replies by phone or e-mail ${dealer.responseTime.promise}, ${dealer.responseTime.typical}.`,
  },
  {
    title: 'We make a plan together',
    text: 'A quote, a test drive, a service slot or a rental booking, arranged at a time that suits you.',
  },
];

/** Where to go while waiting for the reply. */
export const thankYouLinks: readonly { href: string; label: string; text: string }[] = [
  { href: '/inventory', label: 'Browse inventory', text: 'New electric carts in stock now.' },
  { href: '/rentals', label: 'Rental plans', text: 'Daily, 3 day, weekly and monthly rentals.' },
  {
    href: '/services',
    label: 'Service & repair',
    text: 'Maintenance, batteries, upgrades and warranty work.',
  },
  { href: '/', label: 'Back to home', text: `Everything ${dealer.name} offers.` },
];
