'use client';

import { useEffect } from 'react';

/** Where the booking form's typed details wait while the page asks its question again. */
const keptDetailsKey = 'rental-booking-details';
/** How long they wait: a question asked again comes back within seconds. */
const keptForMs = 10 * 60 * 1000;

/** The form's typed controls by name: text, dates and choices; never hidden fields or the tick. */
function typedControls(form: HTMLFormElement): (HTMLInputElement | HTMLSelectElement)[] {
  return Array.from(form.elements).filter(
    (control): control is HTMLInputElement | HTMLSelectElement =>
      (control instanceof HTMLSelectElement ||
        (control instanceof HTMLInputElement &&
          !['hidden', 'checkbox', 'radio', 'submit', 'button', 'file'].includes(control.type))) &&
      control.name !== '',
  );
}

/**
 * The details kept by the last question asked again, taken once (so they never wait longer), or
 * none: nothing kept, kept too long ago, or storage the browser refuses.
 */
function takeKeptDetails(): Record<string, string> {
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
 * Keeps what the renter typed in the booking form (their details, each driver's licence, the
 * signature) when they ask the availability form above it again, for other dates or another
 * driver: that form is a plain GET, and the page it loads would draw the booking form empty. The
 * details wait in this tab's sessionStorage until the next booking form takes them back, ten
 * minutes at most; "I agree" is ticked again, since the agreement's figures may have changed.
 */
export function useDetailsKeptAcrossQuestion(formId: string): void {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const values = takeKeptDetails();
    for (const control of typedControls(form))
      if (control.value === '' && typeof values[control.name] === 'string')
        control.value = values[control.name]!;
    const question = document.querySelector('form[data-booking-question]');
    if (!(question instanceof HTMLFormElement)) return;
    const keep = () => {
      const typed = Object.fromEntries(
        typedControls(form)
          .filter((control) => control.value !== '')
          .map((control) => [control.name, control.value]),
      );
      try {
        sessionStorage.setItem(keptDetailsKey, JSON.stringify({ savedAt: Date.now(), typed }));
      } catch {
        // Storage refused (blocked or full): the question is asked again all the same.
      }
    };
    question.addEventListener('submit', keep);
    return () => question.removeEventListener('submit', keep);
  }, [formId]);
}
