import { recordCustomerText } from '@/features/service/server/customer-texts';
import { answerInboundSms } from '@/server/sms/inbound-sms';

export const POST = (request: Request) => answerInboundSms(request, recordCustomerText);
