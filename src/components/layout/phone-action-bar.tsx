import { PhoneActionBarWatcher } from '@/components/layout/phone-action-bar-watcher';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { telHref } from '@/components/ui/phone-link';
import { SalesEnquiryButton } from '@/components/ui/sales-enquiry-button';
import type { PhoneNumber } from '@/content/dealer';
import type { EnquiryContext } from '@/lib/enquiry-link';

const barId = 'phone-action-bar';

/**
 * Call and Get Quote held at the foot of a phone's screen on the pages where buyers decide (a
 * cart, a brand, a town). Put last in the page: it sticks to the bottom of the screen while the
 * page's content is on it and comes to rest above the footer, so it never covers the footer. It
 * steps aside while the page's own buttons (`data-page-actions`) are in view and while a form
 * field has focus, and keeps clear of the phone's home indicator. Phones only: wider screens
 * show the header's call button.
 */
export function PhoneActionBar({
  phone,
  quote,
}: {
  phone: PhoneNumber;
  /** What Get Quote fills the enquiry form in with. */
  quote: Omit<EnquiryContext, 'interest' | 'rentalPlan' | 'topic'>;
}) {
  return (
    // Starts aside: the page opens on its own buttons, and script shows the bar once they scroll
    // away (without script the page's own buttons are all there is, as before).
    <div id={barId} className="phone-action-bar" data-aside="">
      <a href={telHref(phone)} className={buttonClasses('accent', 'md', 'flex-1')}>
        <Icon name="phone" className="size-4 shrink-0" />
        Call<span className="sr-only"> {phone.display}</span>
      </a>
      <SalesEnquiryButton {...quote} topic="quote" size="md" className="flex-1">
        Get Quote
      </SalesEnquiryButton>
      <PhoneActionBarWatcher barId={barId} />
    </div>
  );
}
