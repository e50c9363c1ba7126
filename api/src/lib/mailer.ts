import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (development), each message is written as an
 * .eml file under `outboxDir`, so links can be followed without a mail server and never reach the logs.
 */
export const createMailer = (options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer => {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}.eml`);
      fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
};
