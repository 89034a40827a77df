'use client';

import { useEffect } from 'react';

import { isTypedControl, valueControls, type ValueControl } from '@/components/ui/form-values';

/** How long they wait: a question asked again comes back within seconds. */
const keptForMs = 10 * 60 * 1000;

/** The form's typed controls by name: text, notes, dates and choices; never hidden fields, ticks or a slot chosen. */
function typedControls(form: HTMLFormElement): ValueControl[] {
  return valueControls(form).filter((control) => isTypedControl(control) && control.name !== '');
}

/**
 * The details kept by the last question asked again, taken once (so they never wait longer), or
 * none: nothing kept, kept too long ago, or storage the browser refuses.
 */
function takeKeptDetails(keptDetailsKey: string): Record<string, string> {
  try {
    const kept = sessionStorage.getItem(keptDetailsKey);
    if (kept === null) return {};
    sessionStorage.removeItem(keptDetailsKey);
    const { savedAt, typed } = JSON.parse(kept) as { savedAt?: unknown; typed?: unknown };
    const fresh = typeof savedAt === 'number' && Date.now() - savedAt < keptForMs;
    return fresh && typeof typed === 'object' && typed !== null ? (typed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps what the customer typed in a booking form (a renter's details, each driver's licence and
 * the signature; a service customer's details, cart and notes) when they ask the question above it
 * again (other dates, another driver, another job) or follow a link marked `data-keeps-details`
 * (a service's earlier or later week): the question is a plain GET, and the page it loads would
 * draw the booking form empty. The details wait in this tab's sessionStorage, under `storageKey`,
 * until the next such form takes them back, ten minutes at most; ticks ("I agree", texts) and a
 * slot chosen are asked again, since what they answered may have changed.
 */
export function useDetailsKeptAcrossQuestion(formId: string, storageKey: string): void {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const values = takeKeptDetails(storageKey);
    for (const control of typedControls(form))
      if (control.value === '' && typeof values[control.name] === 'string')
        control.value = values[control.name]!;
    const keep = () => {
      const typed = Object.fromEntries(
        typedControls(form)
          .filter((control) => control.value !== '')
          .map((control) => [control.name, control.value]),
      );
      try {
        sessionStorage.setItem(storageKey, JSON.stringify({ savedAt: Date.now(), typed }));
      } catch {
        // Storage refused (blocked or full): the question is asked again all the same.
      }
    };
    const keepOnLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[data-keeps-details]')) keep();
    };
    const question = document.querySelector('form[data-booking-question]');
    question?.addEventListener('submit', keep);
    document.addEventListener('click', keepOnLink);
    return () => {
      question?.removeEventListener('submit', keep);
      document.removeEventListener('click', keepOnLink);
    };
  }, [formId, storageKey]);
}
