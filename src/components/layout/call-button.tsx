import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { telHref } from '@/components/ui/phone-link';
import type { PhoneNumber } from '@/content/dealer';

/** A tel: link that shows the number it dials. */
export function CallButton({
  phone,
  label = 'Call Now',
  variant = 'accent',
  size = 'md',
  className = '',
  numberShown = true,
}: {
  phone: PhoneNumber;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** False where the button is too narrow for it: the number is then read out but not drawn. */
  numberShown?: boolean;
}) {
  return (
    <a href={telHref(phone)} className={buttonClasses(variant, size, className)}>
      <Icon name="phone" className="size-4 shrink-0" />
      <span>
        {label} <span className={numberShown ? 'tabular-nums' : 'sr-only'}>{phone.display}</span>
      </span>
    </a>
  );
}
