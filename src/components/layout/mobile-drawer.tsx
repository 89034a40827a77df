'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Menu, Phone, X } from 'lucide-react';

import { dealer } from '@/content/dealer';
import { isActiveNavItem, mainNavigation } from '@/content/navigation';

/** The phone-sized menu: a slide-out dialog that closes when a link is chosen. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 [animation:fade-in_150ms_ease-out]" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-2xl [animation:drawer-in_200ms_ease-out] focus:outline-none">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
            <Dialog.Description className="sr-only">Main navigation of {dealer.name}</Dialog.Description>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {mainNavigation.map((item) => {
                const active = isActiveNavItem(item.href, pathname);
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={() => setOpen(false)}
                      aria-current={active ? 'page' : undefined}
                      className={`block rounded-xl px-4 py-3 text-lg hover:bg-brand-50 ${
                        active ? 'bg-brand-50 font-bold text-brand-800' : 'font-medium'
                      }`}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="border-t border-line p-5">
            <a
              href={`tel:${dealer.phone.e164}`}
              className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent-400 px-5 font-semibold text-ink"
            >
              <Phone aria-hidden="true" className="size-4" />
              Call Now {dealer.phone.display}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
