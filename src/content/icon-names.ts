/** The icons content can ask for, by what they mean (components/ui/icon.tsx draws them). */
export type IconName =
  | 'quality'
  | 'service'
  | 'financing'
  | 'eco'
  | 'lithium'
  | 'sizes'
  | 'price'
  | 'local'
  | 'premium'
  | 'honest'
  | 'safety'
  | 'request'
  | 'ready';

/** A short benefit or step: an icon by meaning, a title and a sentence. */
export interface IconBlock {
  icon: IconName;
  title: string;
  text: string;
}
