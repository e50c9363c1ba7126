// A local SMTP server that keeps what it receives, so tests exchange real SMTP with the API
// (SMTP_URL=smtp://127.0.0.1:<port>) and read the e-mails it sends.
import { SMTPServer } from 'smtp-server';
import { pollUntil } from './wait.ts';

export type CapturedMail = { to: string[]; subject: string; text: string; raw: string };

export type SmtpCapture = {
  url: string;
  messages: CapturedMail[];
  waitForMail: (predicate: (mail: CapturedMail) => boolean, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

const decodeQuotedPrintable = (body: string): string => {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
};

const headerOf = (head: string, name: string): string => {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
};

/** Decoded text of every leaf part of a MIME message, joined. */
export function mimeText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headerOf(head, 'Content-Type');
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (boundary && /^multipart\//i.test(type)) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => mimeText(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = headerOf(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

const decodeMimeWords = (value: string): string =>
  value.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const head = split < 0 ? raw : raw.slice(0, split);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeMimeWords(headerOf(head, 'Subject')),
          text: mimeText(raw),
          raw,
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail: (predicate, timeoutMs = 45_000) =>
      pollUntil(async () => messages.find(predicate), {
        what: 'an e-mail to arrive',
        timeoutMs,
        intervalMs: 100,
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
