export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'inverse';
export type ButtonSize = 'md' | 'lg' | 'sm';

/**
 * The classes of a button or of a link that looks like one (src/app/globals.css, @layer
 * components). Apart from button.tsx so client code on every page (the error panel, the call
 * button) can style a plain <a> without bundling next/link.
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `btn btn-${variant} btn-${size} ${extra}`.trim();
}
