import type { ReactNode } from 'react';

import { FocusOnArrival } from './focus-on-arrival';

/** Why a form's action was refused, announced and focused each time an answer comes back. */
export function RefusalAlert({
  answer,
  labelledBy,
  className = '',
  children,
}: {
  /** The action's state: each new one focuses the alert again. */
  answer: unknown;
  /** The id of its heading, when it has one: the alert's name. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FocusOnArrival
      arrival={answer}
      role="alert"
      labelledBy={labelledBy}
      className={`rounded-card border border-danger bg-red-50 p-5 ${className}`}
    >
      {children}
    </FocusOnArrival>
  );
}

/**
 * A refused form's sentences, each in bold, and whatever else the refusal needs to show (the
 * changes made meanwhile, an "apply mine anyway" tick box); nothing when there is no sentence.
 */
export function RefusalMessages({
  answer,
  messages,
  children,
}: {
  answer: unknown;
  messages: readonly string[];
  children?: ReactNode;
}) {
  if (messages.length === 0) return null;
  return (
    <RefusalAlert answer={answer} className="mt-4">
      {messages.map((message) => (
        <p key={message} className="font-bold text-danger">
          {message}
        </p>
      ))}
      {children}
    </RefusalAlert>
  );
}

/** A field's message, written to stand under its field, ended as a sentence to read in a line of them. */
const asSentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/**
 * A refused answer's sentences for its alert: the form's own, then its fields' messages in one line
 * after `opening` ("Not saved." by default), then `more` (a stale page, a cart taken...). Each
 * field's message also stands under its field; said here too, the alert that takes the focus tells
 * why nothing was done. `fields` keeps the line to those fields; every field's by default.
 */
export function refusalSentences(
  errors: Readonly<Record<string, readonly string[] | undefined>> | undefined,
  {
    more = [],
    fields,
    opening = 'Not saved.',
  }: { more?: readonly string[]; fields?: readonly string[]; opening?: string } = {},
): string[] {
  const fieldProblems = (fields ?? Object.keys(errors ?? {}).filter((name) => name !== 'form')).flatMap(
    (name) => (errors?.[name] ?? []).map(asSentence),
  );
  return [
    ...(errors?.form ?? []),
    ...(fieldProblems.length > 0 ? [`${opening} ${fieldProblems.join(' ')}`] : []),
    ...more,
  ];
}

/**
 * A refused form's heading ("Not sent yet: 2 fields to fix") over what the form as a whole was
 * refused for, as sentences (no field of it can put that right), and a list of its fields'
 * problems, each a link to the control it is about; nothing when there is neither.
 */
export function RefusalLinks({
  answer,
  headingId,
  heading,
  sentences = [],
  links,
}: {
  answer: unknown;
  headingId: string;
  heading: string;
  sentences?: readonly string[];
  links: readonly { controlId: string; text: string }[];
}) {
  if (links.length === 0 && sentences.length === 0) return null;
  return (
    <RefusalAlert answer={answer} labelledBy={headingId}>
      <h3 id={headingId} className="font-bold text-danger">
        {heading}
      </h3>
      {sentences.map((sentence) => (
        <p key={sentence} className="mt-2 font-semibold text-danger">
          {sentence}
        </p>
      ))}
      {links.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {links.map(({ controlId, text }) => (
            <li key={`${controlId}:${text}`}>
              <a href={`#${controlId}`} className="font-semibold text-danger underline">
                {text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </RefusalAlert>
  );
}
