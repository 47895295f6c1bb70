// Outgoing mail. Every mail is recorded in the OutboxMail table; with SMTP_URL it is also sent
// through nodemailer, and without it (the embedded default) it is written to the server log, so
// a local user can still read a reset link or a verification code.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { PrismaClient } from '../generated/prisma/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface SendResult {
  sent: boolean;
  outboxId: string;
  error?: string;
}

export interface Mailer {
  /** true when an SMTP server is configured */
  readonly smtp: boolean;
  readonly from: string;
  /** records the mail and sends it; never throws (failures are recorded and logged) */
  send(message: MailMessage): Promise<SendResult>;
  /** sends without making the caller wait (answers that must not reveal anything by their timing) */
  sendInBackground(message: MailMessage): void;
  /** resolves when every background send has finished */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(options: {
  prisma: PrismaClient;
  logger: Logger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const { prisma, logger, from } = options;
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { from })
    : undefined;
  const pending = new Set<Promise<unknown>>();

  async function send(message: MailMessage): Promise<SendResult> {
    const record = await prisma.outboxMail.create({
      data: { to: message.to, subject: message.subject, text: message.text, html: message.html ?? null },
      select: { id: true },
    });
    if (!transport) {
      logger.info(
        { to: message.to, subject: message.subject, outboxId: record.id },
        `mail not sent (no SMTP_URL configured), kept in OutboxMail:\n${message.text}`,
      );
      return { sent: false, outboxId: record.id };
    }
    try {
      await transport.sendMail({ from, ...message });
      await prisma.outboxMail.update({ where: { id: record.id }, data: { sentAt: new Date() } });
      return { sent: true, outboxId: record.id };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, to: message.to, outboxId: record.id }, 'sending mail failed');
      await prisma.outboxMail
        .update({ where: { id: record.id }, data: { error: reason.slice(0, 1000) } })
        .catch(() => {});
      return { sent: false, outboxId: record.id, error: reason };
    }
  }

  return {
    smtp: !!transport,
    from,
    send: (message) =>
      send(message).catch((error: unknown) => {
        logger.error({ err: error, to: message.to }, 'recording mail failed');
        return { sent: false, outboxId: '', error: String(error) };
      }),
    sendInBackground(message) {
      const task = send(message)
        .catch((error: unknown) => logger.error({ err: error, to: message.to }, 'recording mail failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.idle();
      transport?.close();
    },
  };
}

/** The bare address of "Name <address>" (or the value itself). */
export function addressOf(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}
