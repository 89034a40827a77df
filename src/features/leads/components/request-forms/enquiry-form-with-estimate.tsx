'use client';

import { useState, type ReactNode } from 'react';

import type { FieldErrors } from '../../contact-schema';
import { EnquiryForm, type RequestFormSpec } from '../enquiry-form';

/** What every request form with an estimate is given by its page. */
export interface RequestFormProps {
  spec: RequestFormSpec;
  defaults: Record<string, string>;
  initialErrors: FieldErrors;
}

/** A request form whose estimate follows what the visitor types (pre-approval, rental). */
export function EnquiryFormWithEstimate({
  spec,
  defaults,
  initialErrors,
  estimate,
  checkAlso,
}: RequestFormProps & {
  /** The estimate for the values in the form now. */
  estimate: (values: Record<string, string>) => ReactNode;
  /** What the estimate refuses, checked before sending as the server will. */
  checkAlso?: (values: Record<string, string>) => FieldErrors;
}) {
  const [values, setValues] = useState(defaults);
  return (
    <EnquiryForm
      request={spec}
      defaults={defaults}
      initialErrors={initialErrors}
      onValuesChange={setValues}
      estimate={estimate(values)}
      checkAlso={checkAlso}
    />
  );
}
