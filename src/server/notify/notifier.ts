import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { appendToOutbox } from './outbox.ts';

export interface Message {
  to: string;
  subject: string;
  text: string;
}

/** An SMS gateway; a real provider implements this one method. */
export interface SmsProvider {
  send(to: { areaCode: string; phone: string }, text: string): Promise<void>;
}

export interface Notifier {
  email(message: Message): Promise<void>;
  sms(to: { areaCode: string; phone: string }, text: string): Promise<void>;
}

export interface NotifierConfig {
  /** smtp://user:pass@host:port or smtps://…; empty: write to the outbox. */
  smtpUrl: string;
  mailFrom: string;
  outboxFile: string;
}

export function createNotifier(config: NotifierConfig, log: FastifyBaseLogger, smsProvider?: SmsProvider): Notifier {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const toOutbox = (channel: 'email' | 'sms', to: string, subject: string, text: string) => {
    appendToOutbox(config.outboxFile, { at: new Date().toISOString(), channel, to, subject, text });
    log.info({ channel, to }, `outbox: ${text}`);
  };
  return {
    async email(message) {
      if (!transport) return toOutbox('email', message.to, message.subject, message.text);
      await transport.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text });
    },
    async sms(to, text) {
      if (!smsProvider) return toOutbox('sms', `+${to.areaCode} ${to.phone}`, '', text);
      await smsProvider.send(to, text);
    },
  };
}
