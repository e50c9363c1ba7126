import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (development), each message is written as an
 * .eml file under `outboxDir`, so links can be followed without a mail server and never reach the logs.
 */
export const createMailer = (options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer => {
  // nodemailer is loaded with the first message, not at start (decision 0046). A failed load is
  // tried again by the next message.
  let loading: Promise<Transporter> | undefined;
  const transport = () =>
    (loading ??= import('nodemailer')
      .then(({ default: nodemailer }) =>
        nodemailer.createTransport(
          options.smtpUrl ?? { streamTransport: true, buffer: true, newline: 'unix' },
        ),
      )
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const close = () => void loading?.then((opened) => opened.close()).catch(() => undefined);
  if (options.smtpUrl) {
    return {
      send: async (message) => {
        await (await transport()).sendMail({ from: options.from, ...message });
      },
      close,
    };
  }
  return {
    send: async (message) => {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    },
    close,
  };
};
