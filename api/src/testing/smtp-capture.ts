import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port that hands over each message it receives. */
export const startSmtp = async () => {
  const waiting: Array<(m: ReceivedMail) => void> = [];
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        waiting.shift()?.(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  let taken = 0;
  const next = (): Promise<ReceivedMail> => {
    const index = taken;
    taken += 1;
    const ready = received[index];
    return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
  };
  return {
    port,
    received,
    next,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A message's text with quoted-printable soft breaks and escapes undone (UTF-8). */
export const mailText = (raw: string): string =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
