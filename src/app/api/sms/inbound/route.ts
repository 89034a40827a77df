import { answerInboundSms } from '@/server/sms/inbound-sms';

export const POST = (request: Request) => answerInboundSms(request);
