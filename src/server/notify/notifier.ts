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
  /** In production a message's text (its code) never reaches the log, only the outbox file. */
  production: boolean;
}

/**
 * Sends codes by mail (SMTP) and SMS (a provider). A channel with nothing configured writes to
 * the outbox file instead, which the server says once, at start, as a warning: on a real site
 * that is a mistake, on one developer's machine it is how a registration gets its code. Only
 * outside production does the log show the text too; a code is a key to an account.
 */
export function createNotifier(config: NotifierConfig, log: FastifyBaseLogger, smsProvider?: SmsProvider): Notifier {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const unsent = [transport ? null : 'emails (SMTP_URL is not set)', smsProvider ? null : 'SMS (no SMS provider)'].filter(Boolean);
  if (unsent.length) log.warn({ outbox: config.outboxFile }, `${unsent.join(' and ')} are not sent: they are written to the outbox file ${config.outboxFile}`);
  const toOutbox = (channel: 'email' | 'sms', to: string, subject: string, text: string) => {
    appendToOutbox(config.outboxFile, { at: new Date().toISOString(), channel, to, subject, text });
    if (config.production) log.info({ channel, to }, 'outbox: a message was written to the outbox file');
    else log.info({ channel, to }, `outbox: ${text}`);
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
