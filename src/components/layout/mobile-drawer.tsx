import { DrawerFocusKeeper } from '@/components/layout/drawer-focus-keeper';
import { NavLinks } from '@/components/layout/nav-links';
import { Icon } from '@/components/ui/icon';
import { PhoneLink } from '@/components/ui/phone-link';
import type { PhoneNumber } from '@/content/dealer';
import { siteMenuId } from '@/content/navigation';

/**
 * The phone-sized menu: a slide-out panel opened by the platform's popover (no script needed to
 * open it, close it with Escape or a tap outside, or return focus to the button). Script adds
 * what a modal menu owes a keyboard (DrawerFocusKeeper), and closes it when a link navigates
 * without reloading the page.
 */
export function MobileDrawer({ phone }: { phone: PhoneNumber }) {
  return (
    <>
      <button
        type="button"
        popoverTarget={siteMenuId}
        className="icon-button xl:hidden"
        aria-label="Open menu"
      >
        <Icon name="menu" className="size-6" />
      </button>
      <div id={siteMenuId} popover="auto" role="dialog" aria-labelledby="site-menu-title" className="drawer">
        <div className="drawer-head">
          <p id="site-menu-title" className="text-lg font-bold">
            Menu
          </p>
          <button
            type="button"
            popoverTarget={siteMenuId}
            popoverTargetAction="hide"
            className="icon-button"
            aria-label="Close menu"
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            <NavLinks look="drawer" />
          </ul>
        </nav>
        <DrawerFocusKeeper menuId={siteMenuId} />
        <div className="border-t border-line p-5">
          <PhoneLink phone={phone} className="drawer-call">
            <Icon name="phone" className="size-4" />
            Call Now {phone.display}
          </PhoneLink>
        </div>
      </div>
    </>
  );
}
