import { CallButton } from '@/components/layout/call-button';
import { PhoneActionBarWatcher } from '@/components/layout/phone-action-bar-watcher';
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
      <CallButton phone={phone} label="Call" numberShown={false} className="flex-1" />
      <SalesEnquiryButton {...quote} topic="quote" size="md" className="flex-1">
        Get Quote
      </SalesEnquiryButton>
      <PhoneActionBarWatcher barId={barId} />
    </div>
  );
}
