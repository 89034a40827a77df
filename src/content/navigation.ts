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

/** Pages that belong to a main item's section without sitting under its path. */
const sectionPages: readonly [RegExp, string][] = [
  // Vehicle and brand pages are part of the inventory.
  [/^\/(vehicles?|denago|evolution)(\/|$)/, '/inventory'],
  // So are the buyer's tools: comparing carts, financing one, trading one in.
  [/^\/(compare|financing|trade-in)\/?$/, '/inventory'],
  // Town rental pages are rentals; town landing pages belong to no section.
  [/^\/[^/]+\/rentals\/?$/, '/rentals'],
  // The thank-you page answers the contact form.
  [/^\/thank-you\/?$/, '/contact'],
];

/**
 * How a main item relates to the page: "page" on the item's own page (aria-current="page"),
 * "section" on a page under it, undefined otherwise. Home is the root only (brief, section 2).
 */
export function navItemState(href: string, pathname: string): 'page' | 'section' | undefined {
  if (href === '/') return pathname === '/' ? 'page' : undefined;
  if (pathname === href || pathname === `${href}/`) return 'page';
  if (pathname.startsWith(`${href}/`)) return 'section';
  return sectionPages.some(([pattern, section]) => section === href && pattern.test(pathname))
    ? 'section'
    : undefined;
}

/** aria-current for a main item: "page" on its own page, "true" within its section. */
export function ariaCurrent(state: ReturnType<typeof navItemState>): 'page' | 'true' | undefined {
  return state === 'page' ? 'page' : state === 'section' ? 'true' : undefined;
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

/** The id of the phone-sized menu (a popover): its buttons open and close it, its links close it. */
export const siteMenuId = 'site-menu';
