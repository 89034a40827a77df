'use client';

import { useEffect, useState } from 'react';

/** A form's fields as one comparable string, in their order. */
const answersOf = (form: HTMLFormElement) =>
  JSON.stringify(
    [...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
  );

/**
 * Whether the question a booking form answers (the cart, dates and place of a rental; a service's
 * job), asked in a plain GET form above it marked `data-booking-question`, was changed since the
 * page answered it: the booking form's hidden fields still hold the question checked, so booking
 * now would book that one, not the one the visitor sees chosen. The question's form is drawn
 * filled in as it was asked, so what it holds when the page loads is the question answered.
 * Without JavaScript the page's quote says what is booked.
 */
export function useQuestionChanged(): boolean {
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    const question = document.querySelector('form[data-booking-question]');
    if (!(question instanceof HTMLFormElement)) return;
    const answered = answersOf(question);
    const compare = () => setChanged(answersOf(question) !== answered);
    question.addEventListener('input', compare);
    question.addEventListener('change', compare);
    return () => {
      question.removeEventListener('input', compare);
      question.removeEventListener('change', compare);
    };
  }, []);
  return changed;
}
