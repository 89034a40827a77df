import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { telHref } from '@/components/ui/phone-link';
import { mainPhone, type PhoneNumber } from '@/content/dealer';

/** A tel: link that shows the number it dials. */
export function CallButton({
  phone = mainPhone,
  label = 'Call Now',
  variant = 'accent',
  size = 'md',
  className = '',
}: {
  phone?: PhoneNumber;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <a href={telHref(phone)} className={buttonClasses(variant, size, className)}>
      <Icon name="phone" className="size-4 shrink-0" />
      <span>
        {label} <span className="tabular-nums">{phone.display}</span>
      </span>
    </a>
  );
}
