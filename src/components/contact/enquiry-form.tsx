'use client';

import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Send } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  contactLimits,
  interestLabels,
  interests,
  validateContact,
  type FieldErrors,
} from '@/lib/contact-schema';
import type { EnquiryFormValues } from '@/lib/enquiry-form-state';
import { toast } from '@/lib/toast-store';

const visibleFields = ['firstName', 'lastName', 'email', 'phone', 'interest', 'message'] as const;
type VisibleField = (typeof visibleFields)[number];
type Messages = Partial<Record<VisibleField, string>>;

const fallbackError = 'Failed to send message. Please try again.';

/** First message per visible field. Hidden context fields are the server's to judge. */
function messagesFrom(fieldErrors: FieldErrors | undefined): Messages {
  const messages: Messages = {};
  for (const field of visibleFields) {
    const message = fieldErrors?.[field]?.[0];
    if (message) messages[field] = message;
  }
  return messages;
}

function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

function focusFirstInvalid(form: HTMLFormElement, messages: Messages): boolean {
  const field = visibleFields.find((name) => messages[name]);
  const element = field ? form.elements.namedItem(field) : null;
  if (element instanceof HTMLElement) element.focus();
  return Boolean(field);
}

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-slate-500 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs focus:border-brand-700 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-red-50';

function Field({
  name,
  label,
  message,
  hint,
  required = true,
  children,
}: {
  name: VisibleField;
  label: string;
  message?: string;
  hint?: string;
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy =
    [message ? `enquiry-${name}-error` : '', hint ? `enquiry-${name}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div>
      <label htmlFor={`enquiry-${name}`} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`enquiry-${name}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {message && (
        <p id={`enquiry-${name}-error`} role="alert" className="mt-1.5 text-sm font-semibold text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * The enquiry form. Without JavaScript it is a plain form post to /api/contact (which redirects
 * to /thank-you, or back here with the messages). With JavaScript it checks the fields with the
 * shared schema, shows the messages beside them, and posts JSON.
 */
export function EnquiryForm({
  defaults,
  initialErrors = {},
}: {
  defaults: EnquiryFormValues;
  initialErrors?: FieldErrors;
}) {
  const router = useRouter();
  const [messages, setMessages] = useState<Messages>(() => messagesFrom(initialErrors));
  // Messages appear on submit; after that each field is checked again when it loses focus.
  const submitted = useRef(Object.keys(initialErrors).length > 0);
  const [sending, setSending] = useState(false);

  function handleBlur(event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const { form, name } = event.currentTarget;
    if (!submitted.current || !form || !visibleFields.includes(name as VisibleField)) return;
    const field = name as VisibleField;
    const result = validateContact(readForm(form));
    const message = result.success ? undefined : result.fieldErrors[field]?.[0];
    setMessages((current) => ({ ...current, [field]: message }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const input = readForm(form);
    const result = validateContact(input);
    const found = result.success ? {} : messagesFrom(result.fieldErrors);
    submitted.current = true;
    setMessages(found);
    if (focusFirstInvalid(form, found)) return;

    setSending(true);
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(input),
      });
      if (response.ok) {
        form.reset();
        submitted.current = false;
        setMessages({});
        router.push('/thank-you');
        return;
      }
      const body = (await response.json().catch(() => undefined)) as
        { error?: unknown; fieldErrors?: FieldErrors } | undefined;
      const serverMessages = messagesFrom(body?.fieldErrors);
      if (Object.keys(serverMessages).length > 0) {
        setMessages(serverMessages);
        focusFirstInvalid(form, serverMessages);
      }
      toast({
        title: 'Error',
        description: typeof body?.error === 'string' && body.error.trim() ? body.error : fallbackError,
        variant: 'destructive',
      });
    } catch {
      toast({ title: 'Error', description: fallbackError, variant: 'destructive' });
    }
    setSending(false);
  }

  return (
    <form
      method="post"
      action="/api/contact"
      noValidate
      aria-busy={sending}
      onSubmit={(event) => void handleSubmit(event)}
      className="relative grid gap-5"
    >
      <p className="text-sm text-muted">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="firstName" label="First name" message={messages.firstName}>
          {(describedBy) => (
            <input
              id="enquiry-firstName"
              name="firstName"
              type="text"
              autoComplete="given-name"
              required
              maxLength={contactLimits.name}
              defaultValue={defaults.firstName}
              aria-invalid={messages.firstName ? true : undefined}
              aria-describedby={describedBy}
              onBlur={handleBlur}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="lastName" label="Last name" message={messages.lastName}>
          {(describedBy) => (
            <input
              id="enquiry-lastName"
              name="lastName"
              type="text"
              autoComplete="family-name"
              required
              maxLength={contactLimits.name}
              defaultValue={defaults.lastName}
              aria-invalid={messages.lastName ? true : undefined}
              aria-describedby={describedBy}
              onBlur={handleBlur}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="email" label="Email" message={messages.email}>
          {(describedBy) => (
            <input
              id="enquiry-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={contactLimits.email}
              defaultValue={defaults.email}
              aria-invalid={messages.email ? true : undefined}
              aria-describedby={describedBy}
              onBlur={handleBlur}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="phone" label="Phone" message={messages.phone} hint="Include the area code.">
          {(describedBy) => (
            <input
              id="enquiry-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              maxLength={contactLimits.phone}
              defaultValue={defaults.phone}
              aria-invalid={messages.phone ? true : undefined}
              aria-describedby={describedBy}
              onBlur={handleBlur}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field name="interest" label="What can we help with?" message={messages.interest} required={false}>
        {(describedBy) => (
          <select
            id="enquiry-interest"
            name="interest"
            defaultValue={defaults.interest}
            aria-invalid={messages.interest ? true : undefined}
            aria-describedby={describedBy}
            onBlur={handleBlur}
            className={inputClass}
          >
            {interests.map((interest) => (
              <option key={interest} value={interest}>
                {interestLabels[interest]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="message"
        label="Message"
        message={messages.message}
        hint="At least 10 characters: the model, dates or problem help us answer faster."
      >
        {(describedBy) => (
          <textarea
            id="enquiry-message"
            name="message"
            rows={6}
            required
            maxLength={contactLimits.message}
            defaultValue={defaults.message}
            aria-invalid={messages.message ? true : undefined}
            aria-describedby={describedBy}
            onBlur={handleBlur}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
      <input type="hidden" name="vehicleId" defaultValue={defaults.vehicleId} />
      <input type="hidden" name="rentalPlan" defaultValue={defaults.rentalPlan} />
      <input type="hidden" name="municipality" defaultValue={defaults.municipality} />
      <input type="hidden" name="sourcePath" defaultValue={defaults.sourcePath} />
      <input type="hidden" name="topic" defaultValue={defaults.topic} />
      {/* Spam trap: out of sight and out of the tab order for people; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="enquiry-website">Leave this field empty</label>
        <input
          id="enquiry-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          We use your details only to answer you. See our{' '}
          <Link href="/privacy" className="font-semibold text-brand-800 underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={sending} className="sm:shrink-0">
          <Send aria-hidden="true" className="size-4" />
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {sending ? 'Sending your message.' : ''}
      </p>
    </form>
  );
}
