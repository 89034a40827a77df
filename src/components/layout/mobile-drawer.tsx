import { PhoneLink } from '@/components/ui/phone-link';
import { dealer } from '@/content/dealer';
import { siteMenuId } from '@/content/navigation';

import { NavLinks } from './nav-links';
import { Icon } from '@/components/ui/icon';

/**
 * The phone-sized menu: a slide-out panel opened by the platform's popover (no script needed to
 * open it, close it with Escape or a tap outside, or return focus to the button). A server
 * component: only its links run script, to close it when they navigate without reloading the page.
 */
export function MobileDrawer() {
  return (
    <>
      <button
        type="button"
        popoverTarget={siteMenuId}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
        aria-label="Open menu"
      >
        <Icon name="menu" className="size-6" />
      </button>
      <div
        id={siteMenuId}
        popover="auto"
        role="dialog"
        aria-labelledby="site-menu-title"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh border-0 max-h-none w-[min(20rem,85vw)] flex-col bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50 open:flex open:[animation:drawer-in_200ms_ease-out]"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <p id="site-menu-title" className="text-lg font-bold">
            Menu
          </p>
          <button
            type="button"
            popoverTarget={siteMenuId}
            popoverTargetAction="hide"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
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
        <div className="border-t border-line p-5">
          <PhoneLink
            phone={dealer.phone}
            className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent-400 px-5 font-semibold text-ink"
          >
            <Icon name="phone" className="size-4" />
            Call Now {dealer.phone.display}
          </PhoneLink>
        </div>
      </div>
    </>
  );
}
