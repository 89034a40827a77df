'use client';

import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field, controlClass } from '@/components/ui/field';
import {
  contactLimits,
  interestLabels,
  interests,
  validateContact,
  type FieldErrors,
} from '@/lib/contact-schema';
import type { EnquiryFormValues } from '@/lib/enquiry-form-state';
import { toast } from '@/lib/toast-store';
import { Icon } from '@/components/ui/icon';

type VisibleField = 'firstName' | 'lastName' | 'email' | 'phone' | 'interest' | 'message';

interface FieldSpec {
  name: VisibleField;
  label: string;
  hint?: string;
  required: boolean;
  /** Half a row from the small screen up. */
  half?: boolean;
  control:
    | {
        kind: 'input';
        type: 'text' | 'email' | 'tel';
        autoComplete: string;
        maxLength: number;
        inputMode?: 'email';
      }
    | { kind: 'select' }
    | { kind: 'textarea'; maxLength: number };
}

/** The enquiry form's visible fields, in order: the form renders this list. */
const fields: readonly FieldSpec[] = [
  {
    name: 'firstName',
    label: 'First name',
    required: true,
    half: true,
    control: { kind: 'input', type: 'text', autoComplete: 'given-name', maxLength: contactLimits.name },
  },
  {
    name: 'lastName',
    label: 'Last name',
    required: true,
    half: true,
    control: { kind: 'input', type: 'text', autoComplete: 'family-name', maxLength: contactLimits.name },
  },
  {
    name: 'email',
    label: 'Email',
    required: true,
    half: true,
    control: {
      kind: 'input',
      type: 'email',
      autoComplete: 'email',
      maxLength: contactLimits.email,
      inputMode: 'email',
    },
  },
  {
    name: 'phone',
    label: 'Phone',
    hint: 'Include the area code.',
    required: true,
    half: true,
    control: { kind: 'input', type: 'tel', autoComplete: 'tel', maxLength: contactLimits.phone },
  },
  { name: 'interest', label: 'What can we help with?', required: false, control: { kind: 'select' } },
  {
    name: 'message',
    label: 'Message',
    hint: 'At least 10 characters: the model, dates or problem help us answer faster.',
    required: true,
    control: { kind: 'textarea', maxLength: contactLimits.message },
  },
];

const hiddenContext = ['vehicleId', 'rentalPlan', 'municipality', 'sourcePath', 'topic'] as const;

interface Message {
  text: string;
  /** Corrected since the last submit: kept invisibly so the layout does not move. */
  resolved: boolean;
}
type Messages = Partial<Record<VisibleField, Message>>;

const fallbackError = 'Failed to send message. Please try again.';

/** First message per visible field. Hidden context fields are the server's to judge. */
function messagesFrom(fieldErrors: FieldErrors | undefined): Messages {
  const messages: Messages = {};
  for (const { name } of fields) {
    const text = fieldErrors?.[name]?.[0];
    if (text) messages[name] = { text, resolved: false };
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
  const field = fields.find(({ name }) => messages[name] && !messages[name].resolved);
  const element = field ? form.elements.namedItem(field.name) : null;
  if (element instanceof HTMLElement) element.focus();
  return Boolean(field);
}

/**
 * The enquiry form. Without JavaScript it is a plain form post to /api/contact (which redirects
 * to /thank-you with the lead's reference, or back here with the messages). With JavaScript it
 * checks the fields with the shared schema, shows the messages beside them, and posts JSON.
 * When the link it came from says what the enquiry is about, the message is optional.
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
  // Messages appear on submit; after that a corrected field's message is hidden when it loses
  // focus (its space kept), and a still wrong one is updated.
  const submitted = useRef(Object.keys(initialErrors).length > 0);
  const [sending, setSending] = useState(false);
  const messageOptional = hiddenContext.some((name) => name !== 'sourcePath' && defaults[name] !== '');

  function handleBlur(event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const { form, name } = event.currentTarget;
    if (!submitted.current || !form) return;
    const field = fields.find((spec) => spec.name === name);
    if (!field) return;
    const result = validateContact(readForm(form));
    const text = result.success ? undefined : result.fieldErrors[field.name]?.[0];
    setMessages((current) => {
      const previous = current[field.name];
      if (text) return { ...current, [field.name]: { text, resolved: false } };
      return previous ? { ...current, [field.name]: { ...previous, resolved: true } } : current;
    });
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
        const { reference } = (await response.json().catch(() => ({}))) as { reference?: unknown };
        form.reset();
        submitted.current = false;
        setMessages({});
        router.push(
          typeof reference === 'string' ? `/thank-you?ref=${encodeURIComponent(reference)}` : '/thank-you',
        );
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

  function renderField(spec: FieldSpec) {
    const required = spec.name === 'message' ? !messageOptional : spec.required;
    const message = messages[spec.name];
    const hint =
      spec.name === 'message' && messageOptional
        ? 'Optional: add anything that helps, such as dates, questions or a trade-in.'
        : spec.hint;
    return (
      <Field
        key={spec.name}
        id={`enquiry-${spec.name}`}
        name={spec.name}
        label={spec.name === 'message' && messageOptional ? 'Message (optional)' : spec.label}
        hint={hint}
        error={message?.text}
        errorResolved={message?.resolved}
        required={required}
      >
        {(control) => {
          const common = { ...control, defaultValue: defaults[spec.name], onBlur: handleBlur, required };
          switch (spec.control.kind) {
            case 'select':
              return (
                <select {...common} className={controlClass}>
                  {interests.map((interest) => (
                    <option key={interest} value={interest}>
                      {interestLabels[interest]}
                    </option>
                  ))}
                </select>
              );
            case 'textarea':
              return (
                <textarea
                  {...common}
                  rows={6}
                  maxLength={spec.control.maxLength}
                  className={`${controlClass} resize-y`}
                />
              );
            case 'input':
              return (
                <input
                  {...common}
                  type={spec.control.type}
                  inputMode={spec.control.inputMode}
                  autoComplete={spec.control.autoComplete}
                  maxLength={spec.control.maxLength}
                  className={controlClass}
                />
              );
          }
        }}
      </Field>
    );
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
      <div className="grid gap-5 sm:grid-cols-2">{fields.filter((spec) => spec.half).map(renderField)}</div>
      {fields.filter((spec) => !spec.half).map(renderField)}
      {hiddenContext.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue={defaults[name]} />
      ))}
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
          <Link href="/privacy" className="link-prose">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={sending} className="sm:shrink-0">
          <Icon name="send" className="size-4" />
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {sending ? 'Sending your message.' : ''}
      </p>
    </form>
  );
}
