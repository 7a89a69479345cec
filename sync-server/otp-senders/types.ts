/** How a code reaches the user: a plain SMS or a WhatsApp message. */
export type OtpChannel = 'sms' | 'whatsapp';

/** One code to deliver, e.g. `{ phoneNumber: '+2348031234567', code: '123456', channel: 'sms', purpose: 'login' }`. */
export interface OtpMessage {
  /** E.164 with the leading +, e.g. +2348031234567. */
  phoneNumber: string;
  /** Six digits. */
  code: string;
  channel: OtpChannel;
  purpose: 'login' | 'register' | 'guest';
}

/** Outcome of one delivery attempt; `reason` is short, for logs, never shown raw to users. */
export type SendResult = { ok: true } | { ok: false; reason: string };

/** A delivery adapter; `createApp(deps)` receives one of these. */
export interface OtpSender {
  readonly name: 'console' | 'termii' | 'twilio';
  /** True only for the console sender: the server may then return `developmentOtp`. */
  readonly revealsCode: boolean;
  send(message: OtpMessage): Promise<SendResult>;
}
