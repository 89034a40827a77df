'use client';

import { useEffect } from 'react';

/**
 * Shows the phone action bar only while none of the page's own buttons (`data-page-actions`) is
 * on screen: two Call buttons at once would be noise.
 */
export function PhoneActionBarWatcher({ barId }: { barId: string }) {
  useEffect(() => {
    const bar = document.getElementById(barId);
    if (!bar) return;
    const ownButtons = [...document.querySelectorAll('[data-page-actions]')];
    if (ownButtons.length === 0) {
      bar.removeAttribute('data-aside');
      return;
    }
    const inView = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      bar.toggleAttribute('data-aside', inView.size > 0);
    });
    for (const element of ownButtons) observer.observe(element);
    return () => observer.disconnect();
  }, [barId]);
  return null;
}
