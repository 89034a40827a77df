/** The site's navigation: the main menu and the footer's link groups. */

export interface NavItem {
  href: string;
  label: string;
}

export const mainNavigation: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/inventory', label: 'Inventory' },
  { href: '/rentals', label: 'Rentals' },
  { href: '/services', label: 'Services' },
  { href: '/showroom', label: 'Showroom' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

/** Home is active only on exactly "/", every other item by path prefix (spec section 2). */
export function isActiveNavItem(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export const footerShopLinks: readonly NavItem[] = [
  { href: '/inventory', label: 'Inventory' },
  { href: '/denago', label: 'Denago EV' },
  { href: '/evolution', label: 'Evolution EV' },
  { href: '/rentals', label: 'Rentals' },
  { href: '/services', label: 'Service & Repair' },
];

export const footerCompanyLinks: readonly NavItem[] = [
  { href: '/about', label: 'About Us' },
  { href: '/showroom', label: 'Showrooms' },
  { href: '/contact', label: 'Contact' },
];

export const footerPolicyLinks: readonly NavItem[] = [
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/policies/terms-conditions', label: 'Terms & Conditions' },
  { href: '/policies/return-policy', label: 'Return Policy' },
  { href: '/policies/delivery-policy', label: 'Delivery Policy' },
  { href: '/policies/rental-policy', label: 'Rental Policy' },
  { href: '/policies/storage-policy', label: 'Storage Policy' },
  { href: '/policies/publishing-policy', label: 'Publishing Policy' },
  { href: '/policies/feedback-policy', label: 'Customer Feedback' },
  { href: '/policies/corrections-policy', label: 'Corrections Policy' },
  { href: '/policies/diversity-policy', label: 'Diversity, Equity & Inclusion' },
  { href: '/policies/ethics-policy', label: 'Code of Ethics' },
  { href: '/policies/staffing-report', label: 'Staffing Report 2024' },
];
