import { LabelledOptions } from '@/components/ui/field';
import type { KeptControlProps } from '@/components/ui/kept-field';

/** Something the desk offers to choose in a select (a cart, a type, a showroom): the id sent, the words shown. */
export interface Choice {
  id: string;
  label: string;
}

/** A kept field's control that is a select of these choices and nothing else. */
export const choiceSelect = (choices: readonly Choice[]) => (control: KeptControlProps) => (
  <select {...control}>
    <LabelledOptions options={choices} />
  </select>
);
