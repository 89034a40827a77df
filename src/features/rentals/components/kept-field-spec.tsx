import type { ComponentProps, ReactNode } from 'react';

import { KeptField, type KeptControlProps } from '@/components/ui/kept-field';
import type { FormState } from '@/lib/posted-form';

/**
 * A KeptField of a rental form kept as data: all it is given but the server's answer, which the
 * form adds when it draws its list, and its control. A form of many like fields (the renter, each
 * driver's licence) then says each field once, in order.
 */
export type KeptFieldSpec = Omit<ComponentProps<typeof KeptField>, 'answer' | 'children'> & {
  control: (control: KeptControlProps) => ReactNode;
};

/** A form's fields from their specs, in order, each kept by KeptField with the server's answer. */
export function KeptFields({ answer, fields }: { answer: FormState; fields: readonly KeptFieldSpec[] }) {
  return fields.map(({ control, ...field }) => (
    <KeptField key={field.id} answer={answer} {...field}>
      {control}
    </KeptField>
  ));
}
