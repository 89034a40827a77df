import 'server-only';

import nodemailer, { type Transporter } from 'nodemailer';

import { dealer } from '@/content/dealer';
import { env } from '@/env';

export interface MailToSend {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where Reply goes: the customer, for a staff notification. */
  replyTo?: string;
}

export type SendMail = (mail: MailToSend) => Promise<void>;

/** Whether mail goes out at all: with SMTP_URL unset, nothing is sent and pages must not promise it. */
export const mailConfigured = (): boolean => Boolean(env().SMTP_URL);

/** What staff are told after a change a customer would be e-mailed about, while mail is off. */
export const notEmailed = (who: 'renter' | 'customer') =>
  `Mail is not configured (SMTP_URL is unset), so the ${who} is not e-mailed`;

/**
 * A subject that reads as it was written. Mail readers decode "=?charset?B?...?=" anywhere in a
 * subject, and nodemailer passes one that is valid through as already encoded, so a visitor's name
 * of "=?UTF-8?B?4oCu?=" reached staff as a right-to-left override the forms refuse. A zero-width
 * space after the "=" of each makes the subject need encoding, and nodemailer then encodes all of
 * it: the reader sees the characters written, and no encoded word.
 */
const subjectAsWritten = (subject: string) => subject.replaceAll('=?', '=\u200b?');

const transports = new Map<string, Transporter>();

/** Sends through SMTP_URL; undefined when mail is not configured. */
export function smtpSender(smtpUrl = env().SMTP_URL): SendMail | undefined {
  if (!smtpUrl) return undefined;
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transport);
  }
  const sender = transport;
  return async (mail) => {
    await sender.sendMail({
      from: { name: dealer.name, address: dealer.email },
      to: mail.to,
      subject: subjectAsWritten(mail.subject),
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
  };
}
