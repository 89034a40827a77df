'use client';

import { useEffect } from 'react';

/** Where the booking form's typed details wait while the page asks its question again. */
const keptDetailsKey = 'rental-booking-details';

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
 * Keeps what the renter typed in the booking form (their details, each driver's licence, the
 * signature) when they ask the availability form above it again, for other dates or another
 * driver: that form is a plain GET, and the page it loads would draw the booking form empty. The
 * details wait in this tab's sessionStorage only until the next booking form takes them back;
 * "I agree" is ticked again, since the agreement's figures may have changed.
 */
export function useDetailsKeptAcrossQuestion(formId: string): void {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const kept = sessionStorage.getItem(keptDetailsKey);
    if (kept !== null) {
      sessionStorage.removeItem(keptDetailsKey);
      const values = JSON.parse(kept) as Record<string, string>;
      for (const control of typedControls(form))
        if (control.value === '' && typeof values[control.name] === 'string')
          control.value = values[control.name]!;
    }
    const question = document.querySelector('form[data-booking-question]');
    if (!(question instanceof HTMLFormElement)) return;
    const keep = () => {
      const typed = Object.fromEntries(
        typedControls(form)
          .filter((control) => control.value !== '')
          .map((control) => [control.name, control.value]),
      );
      sessionStorage.setItem(keptDetailsKey, JSON.stringify(typed));
    };
    question.addEventListener('submit', keep);
    return () => question.removeEventListener('submit', keep);
  }, [formId]);
}
