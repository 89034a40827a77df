/**
 * "Reply by e-mail" from a lead: which template fits it, the template filled in for it, and the
 * schemas of the reply form and of the managers' template form.
 */
import * as z from 'zod/mini';

import { dealer } from '@/content/dealer';
import {
  replyKinds,
  type ReplyKind,
  type ReplyPlaceholder,
  type ReplyTemplate,
} from '@/content/reply-templates';
import { hasHiddenControl, hasLineBreak, hiddenControlMessage } from '@/lib/one-line-text';

import type { Lead } from './lead';

/** The template a lead is answered with, by what it asked for. */
export function replyKindOf(lead: Pick<Lead, 'details' | 'topic' | 'interest' | 'vehicleId'>): ReplyKind {
  if (lead.details) return lead.details.kind;
  if (lead.topic === 'test-drive') return 'test-drive';
  if (lead.topic === 'financing') return 'financing';
  if (lead.topic === 'trade-in') return 'trade-in';
  if (lead.topic === 'reservation' || lead.interest === 'rentals') return 'rental';
  if (lead.topic === 'service' || lead.interest === 'service' || lead.interest === 'parts') return 'service';
  if (lead.vehicleId || lead.topic === 'quote' || lead.interest === 'sales') return 'quote';
  return 'general';
}

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
    z.trim(),
    z.minLength(1, 'Write the e-mail first.'),
    z.maxLength(replyBodyMax, `Keep the e-mail under ${replyBodyMax.toLocaleString('en-US')} characters.`),
  );

export const replySchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'No such lead.')),
  subject,
  body,
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
