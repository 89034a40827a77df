'use client';

import { useEffect, useState } from 'react';

import { sentValue, valueControls } from '@/components/ui/form-values';

/**
 * A form's fields as one comparable string: as the page was served (its defaults, the question
 * the page answered) or as they stand now.
 */
function answersOf(form: HTMLFormElement, as: 'now' | 'served'): string {
  const fields: [string, string][] = [];
  for (const control of valueControls(form)) {
    const value = sentValue(control, as);
    if (value !== undefined && control.name) fields.push([control.name, value]);
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
    const answered = answersOf(question, 'served');
    const compare = () => setChanged(answersOf(question, 'now') !== answered);
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
