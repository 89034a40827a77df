'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';
import { formValues, useValuesTypedBeforeListening } from '@/components/ui/form-values';
import { Icon } from '@/components/ui/icon';
import { SpecField, type FieldSpec } from '@/components/ui/spec-field';
import { toast } from '@/components/ui/toast-store';
import { interestLabels, interests } from '@/content/enquiries';
import type { RequestFieldName } from '@/features/requests/request-fields';
import type { RequestKind } from '@/lib/request-kinds';

import { contactLimits } from '../contact-limits';
import type { ContactValidation, FieldErrors } from '../contact-schema';
import { sourceOfFields } from '../lead-source';
import { thankYouPath } from '../thank-you-path';
import { EnquiryProblems } from './enquiry-problems';
import { LeadSourceFields } from './lead-source-capture';

type ContactVisibleField = 'firstName' | 'lastName' | 'email' | 'phone' | 'interest' | 'message';
/** 'photos' has no FieldSpec: the file input is drawn on its own. */
type VisibleField = ContactVisibleField | RequestFieldName | 'photos';

type EnquiryFieldSpec = FieldSpec<Exclude<VisibleField, 'photos'>>;

export type RequestFieldSpec = FieldSpec<RequestFieldName>;

/** A structured request's part of the form (src/features/requests): its fields, above the contact fields. */
export interface RequestFormSpec {
  kind: RequestKind;
  /** Heading of the request's fields, e.g. "Your rental". */
  legend: string;
  fields: readonly RequestFieldSpec[];
  submitLabel: string;
  message: { label: string; hint: string };
  /** Photos the visitor may add; the form then posts multipart to /api/trade-in. */
  photos?: { accept: string; hint: string };
}

/** The enquiry form's visible fields, in order: the form renders this list. */
const contactFields: readonly FieldSpec<ContactVisibleField>[] = [
  {
    name: 'firstName',
    label: 'First name',
    required: true,
    control: { kind: 'input', type: 'text', autoComplete: 'given-name', maxLength: contactLimits.name },
  },
  {
    name: 'lastName',
    label: 'Last name',
    required: true,
    control: { kind: 'input', type: 'text', autoComplete: 'family-name', maxLength: contactLimits.name },
  },
  {
    name: 'email',
    label: 'Email',
    required: true,
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
    control: { kind: 'input', type: 'tel', autoComplete: 'tel', maxLength: contactLimits.phone },
  },
  {
    name: 'interest',
    label: 'What can we help with?',
    wide: true,
    control: {
      kind: 'select',
      options: interests.map((interest) => ({ value: interest, label: interestLabels[interest] })),
    },
  },
  {
    name: 'message',
    label: 'Message',
    hint: 'At least 10 characters: the model, dates or problem help us answer faster.',
    required: true,
    wide: true,
    control: { kind: 'textarea', rows: 6, maxLength: contactLimits.message },
  },
];

const hiddenContext = ['vehicleId', 'rentalPlan', 'municipality', 'sourcePath', 'topic'] as const;

/** The fields a form shows: a request's own, then the contact fields (the request sets the interest). */
function visibleFields(request: RequestFormSpec | undefined): readonly EnquiryFieldSpec[] {
  if (!request) return contactFields;
  return [...request.fields, ...contactFields.filter((spec) => spec.name !== 'interest')];
}

interface Message {
  text: string;
  /** Corrected since the last submit: kept invisibly so the layout does not move. */
  resolved: boolean;
}
type Messages = Partial<Record<VisibleField, Message>>;

const fallbackError = 'Failed to send message. Please try again.';

/**
 * The form's schema (contact-schema.ts), loaded when the visitor first reaches into the form, not
 * with the page: evaluating zod and the schema took the contact page about 30 ms of main thread
 * on this machine before anyone typed, four times that on Lighthouse's phone. The form posts and
 * the server validates the same way without it.
 */
let validation: Promise<(input: unknown) => ContactValidation> | undefined;
function loadValidation() {
  validation ??= import('../contact-schema').then(
    (schema) => (input: unknown) => schema.validateContact(input),
    (error: unknown) => {
      // Asked again next time: a dropped connection must not leave the form without it for good.
      validation = undefined;
      throw error;
    },
  );
  return validation;
}

/** Starts loading the schema; a failure is retried when it is needed. */
function warmValidation() {
  loadValidation().catch(() => undefined);
}

/** First message per visible field. Hidden context fields are the server's to judge. */
function messagesFrom(fields: readonly EnquiryFieldSpec[], fieldErrors: FieldErrors | undefined): Messages {
  const messages: Messages = {};
  for (const name of [...fields.map((spec) => spec.name), 'photos' as const]) {
    const text = fieldErrors?.[name]?.[0];
    if (text) messages[name] = { text, resolved: false };
  }
  return messages;
}

/**
 * The enquiry form. Without JavaScript it is a plain form post to /api/contact (which redirects
 * to /thank-you with the lead's reference and recap key, or back here with the messages). With JavaScript it
 * checks the fields with the shared schema, shows the messages beside them, and posts JSON.
 * When the link it came from says what the enquiry is about, the message is optional.
 * A structured request (`request`) adds its own fields above the contact fields; `onValuesChange`
 * hears every change (for a live estimate) and `estimate` is shown below the request's fields.
 */
export function EnquiryForm({
  defaults,
  initialErrors = {},
  request,
  onValuesChange,
  estimate,
  checkAlso,
}: {
  defaults: Readonly<Record<string, string>>;
  initialErrors?: FieldErrors;
  request?: RequestFormSpec;
  onValuesChange?: (values: Record<string, string>) => void;
  estimate?: ReactNode;
  /**
   * What the server checks besides the form's schema (a down payment against the cart's price),
   * checked before sending too, so every problem is named at once.
   */
  checkAlso?: (values: Record<string, string>) => FieldErrors;
}) {
  const router = useRouter();
  const fields = visibleFields(request);
  const [messages, setMessages] = useState<Messages>(() => messagesFrom(fields, initialErrors));
  // Messages appear on submit; after that a corrected field's message is hidden when it loses
  // focus (its space kept), and a still wrong one is updated.
  const submitted = useRef(Object.keys(initialErrors).length > 0);
  // The refusals shown, and the fields the last one named again in the alert that takes the focus:
  // kept as they were until the next send, so a field put right (or wrong) as it loses focus
  // neither redraws the alert nor takes the focus away.
  const [refusal, setRefusal] = useState<{ count: number; named: VisibleField[]; said?: string }>(() => {
    const named = Object.keys(messagesFrom(fields, initialErrors)) as VisibleField[];
    return { count: named.length > 0 ? 1 : 0, named };
  });
  const refuse = (found: Messages) =>
    setRefusal(({ count }) => ({ count: count + 1, named: Object.keys(found) as VisibleField[] }));
  // Refused with no field at fault (too many enquiries, a failure): the spec's toast closes by
  // itself, so the reason also stays above the form, in the alert that takes the focus from the
  // button that was disabled while sending.
  const refuseWithout = (said: string) => {
    setRefusal(({ count }) => ({ count: count + 1, named: [], said }));
    toast({ title: 'Error', description: said, variant: 'destructive' });
  };
  const submitting = useRef(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeListening(formRef, onValuesChange);
  const messageOptional =
    request !== undefined ||
    hiddenContext.some((name) => name !== 'sourcePath' && (defaults[name] ?? '') !== '');
  const multipart = Boolean(request?.photos);
  const action = multipart ? '/api/trade-in' : '/api/contact';

  function handleBlur(event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const { form, name } = event.currentTarget;
    if (!submitted.current || !form) return;
    const field = fields.find((spec) => spec.name === name);
    if (!field) return;
    const values = formValues(form);
    // Without the schema the field waits for the server's answer on the next send.
    loadValidation().then(
      (validate) => showFieldResult(field, validate(values), checkAlso?.(values)),
      () => undefined,
    );
  }

  function showFieldResult(field: EnquiryFieldSpec, result: ContactValidation, also?: FieldErrors) {
    const text =
      (result.success ? undefined : result.fieldErrors[field.name]?.[0]) ?? also?.[field.name]?.[0];
    setMessages((current) => {
      const previous = current[field.name];
      if (text) return { ...current, [field.name]: { text, resolved: false } };
      return previous ? { ...current, [field.name]: { ...previous, resolved: true } } : current;
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second press while the first is being checked or sent would send the enquiry twice.
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      submitting.current = false;
    }
  }

  async function submit(form: HTMLFormElement) {
    const input = formValues(form);
    // Without the schema (its script did not load) the server checks the same fields and says which.
    const validate = await loadValidation().catch(() => undefined);
    const result = validate?.(input);
    const found = {
      ...messagesFrom(fields, checkAlso?.(input)),
      ...(!result || result.success ? {} : messagesFrom(fields, result.fieldErrors)),
    };
    submitted.current = true;
    setMessages(found);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    // Put right: the alert goes, until the server names a problem of its own.
    setRefusal(({ count }) => ({ count, named: [] }));

    setSending(true);
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: multipart
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: multipart ? new FormData(form) : JSON.stringify(input),
      });
      if (response.ok) {
        const { reference, recapKey } = (await response.json().catch(() => ({}))) as {
          reference?: unknown;
          recapKey?: unknown;
        };
        form.reset();
        submitted.current = false;
        setMessages({});
        router.push(
          typeof reference === 'string' && typeof recapKey === 'string'
            ? thankYouPath(reference, recapKey)
            : '/thank-you',
        );
        return;
      }
      const body = (await response.json().catch(() => undefined)) as
        { error?: unknown; fieldErrors?: FieldErrors } | undefined;
      const serverMessages = messagesFrom(fields, body?.fieldErrors);
      if (Object.keys(serverMessages).length > 0) {
        setMessages(serverMessages);
        refuse(serverMessages);
      } else refuseWithout(typeof body?.error === 'string' && body.error.trim() ? body.error : fallbackError);
    } catch {
      refuseWithout(fallbackError);
    }
    setSending(false);
  }

  /** The message field as this form asks for it: optional, and worded for a request or a known subject. */
  function asAsked(spec: EnquiryFieldSpec): EnquiryFieldSpec {
    if (spec.name !== 'message' || spec.control.kind !== 'textarea') return spec;
    if (request)
      return {
        ...spec,
        ...request.message,
        required: false,
        control: { ...spec.control, rows: 4 },
      };
    if (messageOptional)
      return {
        ...spec,
        label: 'Message (optional)',
        hint: 'Optional: add anything that helps, such as dates, questions or a trade-in.',
        required: false,
      };
    return spec;
  }

  function renderField(field: EnquiryFieldSpec) {
    const spec = asAsked(field);
    const message = messages[spec.name];
    return (
      <SpecField
        key={spec.name}
        spec={spec}
        id={`enquiry-${spec.name}`}
        value={defaults[spec.name] ?? ''}
        error={message?.text}
        errorResolved={message?.resolved}
        wideClassName="sm:col-span-2"
        // The schema is fetched while the visitor types, ready by the time they send.
        controlProps={{ onBlur: handleBlur, onFocus: warmValidation, required: spec.required }}
      />
    );
  }

  const contactPart = request ? fields.slice(request.fields.length) : fields;
  const photosRefused = Boolean(messages.photos && !messages.photos.resolved);
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType={multipart ? 'multipart/form-data' : undefined}
      noValidate
      aria-busy={sending}
      onSubmit={(event) => void handleSubmit(event)}
      onInput={onValuesChange ? (event) => onValuesChange(formValues(event.currentTarget)) : undefined}
      className="relative grid gap-5"
    >
      <EnquiryProblems
        refusal={refusal.count}
        said={refusal.said}
        problems={[
          ...fields.map((spec) => ({ name: spec.name, label: asAsked(spec).label })),
          { name: 'photos' as const, label: 'Photos' },
        ].flatMap(({ name, label }) =>
          refusal.named.includes(name) ? [{ controlId: `enquiry-${name}`, label }] : [],
        )}
      />
      <p className="text-sm text-muted">
        Fields marked <span className="text-danger">*</span> are required.
      </p>
      {request && (
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-4 text-lg font-bold text-ink">{request.legend}</legend>
          {request.fields.map((spec) => renderField(spec))}
          {request.photos && (
            <div className="sm:col-span-2">
              <label htmlFor="enquiry-photos" className="text-sm font-semibold text-ink">
                Photos (optional)
              </label>
              <input
                id="enquiry-photos"
                name="photos"
                type="file"
                multiple
                accept={request.photos.accept}
                aria-describedby={
                  photosRefused ? 'enquiry-photos-error enquiry-photos-hint' : 'enquiry-photos-hint'
                }
                aria-invalid={photosRefused || undefined}
                className={`${controlClass} file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
              />
              <p id="enquiry-photos-hint" className="mt-1.5 text-sm text-muted">
                {request.photos.hint}
              </p>
              {photosRefused && (
                <p id="enquiry-photos-error" className="mt-1.5 text-sm font-semibold text-danger">
                  {messages.photos?.text}
                </p>
              )}
            </div>
          )}
        </fieldset>
      )}
      {estimate}
      {request && <h3 className="text-lg font-bold text-ink">Your details</h3>}
      <div className="grid gap-5 sm:grid-cols-2">{contactPart.map(renderField)}</div>
      {hiddenContext
        .filter((name) => !request?.fields.some((spec) => spec.name === name))
        .map((name) => (
          <input key={name} type="hidden" name={name} defaultValue={defaults[name] ?? ''} />
        ))}
      {request && <input type="hidden" name="requestKind" value={request.kind} />}
      <LeadSourceFields carried={sourceOfFields(defaults)} />
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
          {sending ? 'Sending...' : (request?.submitLabel ?? 'Send Message')}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {sending ? 'Sending your message.' : ''}
      </p>
    </form>
  );
}
