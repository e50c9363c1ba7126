import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { startSmtp } from '../../testing/smtp-capture';
import { createMailer } from '../mailer';

/**
 * nodemailer is loaded with the first message (decision 0046). jest runs the API as CommonJS, where
 * swc turns mailer.ts's `import('nodemailer')` into a `require` made when the promise runs: the mock
 * below stands at that edge only, failing the load when asked and otherwise handing over the real
 * nodemailer, whose transports are kept to be looked at.
 */
const load = { failures: 0, attempts: 0, transports: [] as Transporter[] };

beforeEach(() => {
  load.failures = 0;
  load.attempts = 0;
  load.transports = [];
  // A new registry each time, so every test's first message loads nodemailer again.
  jest.resetModules();
  jest.doMock('nodemailer', () => {
    load.attempts += 1;
    if (load.failures > 0) {
      load.failures -= 1;
      throw new Error('nodemailer could not be loaded');
    }
    const nodemailer = jest.requireActual<typeof import('nodemailer')>('nodemailer');
    return {
      __esModule: true,
      default: {
        createTransport: (...args: Parameters<typeof nodemailer.createTransport>) => {
          const transport = nodemailer.createTransport(...args);
          jest.spyOn(transport, 'close');
          load.transports.push(transport);
          return transport;
        },
      },
    };
  });
});
afterEach(() => jest.dontMock('nodemailer'));

const message = { to: 'ana@example.com', subject: 'Redefinir senha 7f3a', text: 'Siga o link.' };
const from = 'Conexões <no-reply@conexoes.test>';

describe('mailer over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  const mailerFor = () =>
    createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, outboxDir: '/nonexistent' });

  it('tries a failed load of nodemailer again with the next message', async () => {
    load.failures = 1;
    const mailer = mailerFor();

    await expect(mailer.send(message)).rejects.toThrow('nodemailer could not be loaded');
    expect(smtp.received).toHaveLength(0);

    await mailer.send(message);
    expect(load.attempts).toBe(2);
    const mail = await smtp.next();
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.raw).toContain('Subject: Redefinir senha 7f3a');
    mailer.close();
  });

  it('closes the transport when close() comes while nodemailer is still loading', async () => {
    const mailer = mailerFor();
    const sending = mailer.send(message);
    expect(() => mailer.close()).not.toThrow();
    // close() returned before the load finished: there was nothing to close yet.
    expect(load.transports).toHaveLength(0);

    await sending;
    await new Promise((resolve) => setImmediate(resolve));
    expect(load.transports).toHaveLength(1);
    expect(load.transports[0]?.close).toHaveBeenCalledTimes(1);
    expect((await smtp.next()).raw).toContain('Subject: Redefinir senha 7f3a');
  });

  it('does not throw nor leave a rejection behind when the load that close() waits for fails', async () => {
    load.failures = 1;
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const mailer = mailerFor();
      const sending = mailer.send(message);
      expect(() => mailer.close()).not.toThrow();
      await expect(sending).rejects.toThrow('nodemailer could not be loaded');
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
      expect(load.transports).toHaveLength(0);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('mailer without SMTP_URL', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-outbox-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes each message as an .eml file only its owner can read, in an outbox it creates', async () => {
    const outboxDir = path.join(root, 'outbox');
    const mailer = createMailer({ from, outboxDir });

    await mailer.send(message);
    mailer.close();

    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z\.eml$/);
    const file = path.join(outboxDir, files[0] ?? '');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toContain('Subject: Redefinir senha 7f3a');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('Siga o link.');
  });
});
