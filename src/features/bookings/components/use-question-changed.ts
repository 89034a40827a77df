'use client';

import { useEffect, useState } from 'react';

/**
 * A form's fields as one comparable string: as the page was served (`asked`: each control's
 * default, the question the page answered) or as they stand now.
 */
function answersOf(form: HTMLFormElement, asked: boolean): string {
  const fields: [string, string][] = [];
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLSelectElement && control.name) {
      const options = Array.from(control.options);
      const chosen = asked
        ? (options.find((option) => option.defaultSelected) ?? options[0])
        : control.selectedOptions[0];
      fields.push([control.name, chosen?.value ?? '']);
    } else if (control instanceof HTMLInputElement && control.name) {
      if (control.type === 'radio' || control.type === 'checkbox') {
        if (asked ? control.defaultChecked : control.checked) fields.push([control.name, control.value]);
      } else if (!['submit', 'button', 'reset', 'file', 'image'].includes(control.type))
        fields.push([control.name, asked ? control.defaultValue : control.value]);
    }
  }
  return JSON.stringify(fields);
}

/**
 * Whether the question a booking form answers (the cart, dates and place of a rental; a service's
 * job), asked in a plain GET form above it marked `data-booking-question`, was changed since the
 * page answered it: the booking form's hidden fields still hold the question checked, so booking
 * now would book that one, not the one the visitor sees chosen. The question's form is served
 * filled in as it was asked, so its controls' defaults are the question answered, even when the
 * visitor changed one before the page's scripts ran. Without JavaScript the page's quote says what
 * is booked.
 */
export function useQuestionChanged(): boolean {
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const question = document.querySelector('form[data-booking-question]');
    if (!(question instanceof HTMLFormElement)) return;
    const answered = answersOf(question, true);
    const compare = () => setChanged(answersOf(question, false) !== answered);
    compare();
    question.addEventListener('input', compare);
    question.addEventListener('change', compare);
    return () => {
      question.removeEventListener('input', compare);
      question.removeEventListener('change', compare);
    };
  }, []);
  return changed;
}
