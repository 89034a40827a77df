/**
 * "Reply by e-mail" from a lead: which template fits it, the template filled in for it, and the
 * schemas of the reply form and of the managers' template form.
 */
import * as z from 'zod/mini';

import { dealer } from '@/content/dealer';
import { listInWords } from '@/content/list-in-words';
import {
  replyKinds,
  type ReplyKind,
  type ReplyPlaceholder,
  type ReplyTemplate,
} from '@/content/reply-templates';
import {
  hasHiddenControl,
  hasLineBreak,
  hiddenControlMessage,
  droppingHiddenMarks,
} from '@/lib/one-line-text';

import type { Lead } from './lead';

/** The template a lead is answered with, by what it asked for. */
export function replyKindOf(lead: Pick<Lead, 'details' | 'topic' | 'interest' | 'vehicleId'>): ReplyKind {
  if (lead.details) return lead.details.kind;
  if (lead.topic === 'test-drive') return 'test-drive';
  if (lead.topic === 'financing') return 'financing';
  if (lead.topic === 'trade-in') return 'trade-in';
  if (lead.topic === 'reservation' || lead.interest === 'rentals') return 'rental';
  if (lead.topic === 'service' || lead.interest === 'service' || lead.interest === 'parts') return 'service';
  // A sales question about no cart in particular is answered as a question, not with a price.
  if (lead.vehicleId || lead.topic === 'quote') return 'quote';
  return 'general';
}

/**
 * The blanks a template leaves for the person answering, "[price with tax and delivery]", each
 * once, in order. Square brackets on one line: what a person types around a price or a day.
 */
export function replyBlanks(text: string): string[] {
  return [...new Set(text.match(/\[[^[\]\r\n]+\]/g) ?? [])];
}

/** "Fill in [day and time] first.": a reply's field that still holds blanks, named; none: undefined. */
export function unfilledBlanksMessage(text: string): string | undefined {
  const blanks = replyBlanks(text);
  if (blanks.length === 0) return undefined;
  return `Fill in ${listInWords(blanks)} first: the customer would read ${blanks.length === 1 ? 'it' : 'them'} as written.`;
}

/**
 * {vehicle} for a lead that names no cart (a test drive asked for from a town's page): a blank the
 * person answering fills in, never the town or the kind of request in the cart's place ("Your test
 * drive of the Bay Head Borough").
 */
export const unnamedCartBlank = '[cart model]';

/** The template with its placeholders filled; one left unknown stays as written, to be seen. */
export function fillReplyTemplate(
  template: ReplyTemplate,
  values: Partial<Record<ReplyPlaceholder, string>>,
): ReplyTemplate {
  const all: Partial<Record<string, string>> = {
    dealerName: dealer.name,
    dealerPhone: dealer.phone.display,
    ...values,
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (match, name: string) => all[name] ?? match);
  // A subject is one line whatever the customer typed into their name.
  return { subject: fill(template.subject).replace(/[\r\n]+/g, ' '), body: fill(template.body) };
}

export const replySubjectMax = 200;
export const replyBodyMax = 10_000;

const subject = z.string().check(
  z.trim(),
  z.minLength(1, 'Write a subject.'),
  z.maxLength(replySubjectMax, `Keep the subject under ${replySubjectMax} characters.`),
  z.refine((value) => !hasLineBreak(value), 'Keep the subject on one line.'),
  z.refine((value) => !hasHiddenControl(value), hiddenControlMessage('The subject')),
);
const body = z
  .string()
  .check(
    droppingHiddenMarks(),
    z.trim(),
    z.minLength(1, 'Write the e-mail first.'),
    z.maxLength(replyBodyMax, `Keep the e-mail under ${replyBodyMax.toLocaleString('en-US')} characters.`),
  );

/** A field of a reply about to be sent: every blank of its template filled in. */
const filledIn = z.superRefine((value: string, context) => {
  const message = unfilledBlanksMessage(value);
  if (message) context.addIssue({ code: 'custom', message, input: value });
});

export const replySchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'No such lead.')),
  replyKey: z
    .string()
    .check(z.regex(/^[0-9a-f-]{36}$/, 'This page is out of date: reload it and send again.')),
  subject: subject.check(filledIn),
  body: body.check(filledIn),
});

/** The managers' form: a subject and a body for every kind of lead. */
export const replyTemplatesSchema = z.object(
  Object.fromEntries(
    replyKinds.flatMap((kind) => [
      [`${kind}.subject`, subject],
      [`${kind}.body`, body],
    ]),
  ),
);
export const replyTemplateFields = replyKinds.flatMap((kind) => [`${kind}.subject`, `${kind}.body`]);
