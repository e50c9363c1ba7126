import type { Interaction } from '@conexoes/shared/contract';
import { signature, verify } from '../../../lib/files/signed-url';
import { attachFile, pdfBytes } from '../../../testing/attachment-fixtures';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import { openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * A signed file link allows exactly what it names (lib/files/signed-url.ts). A file's name is the
 * uploader's free text, so it may hold a line break; the signature must still bind each value to its
 * parameter, or a name could be cut in two and its tail moved into the type the file is served as.
 */
describe('signed attachment links: a name cannot spill into another parameter', () => {
  let ctx: TestContext;
  let record: Interaction;
  let token: string;

  beforeAll(async () => {
    const testbed = await openSiteTestbed();
    ctx = testbed.ctx;
    token = testbed.token;
    record = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: testbed.site, subject: 'Reunião com anexo de nome estranho' }),
    );
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  it('one signature never fits two different sets of parameters', () => {
    const key = 'files/t/f';
    const expires = String(Math.floor(Date.now() / 1000) + 60);
    const given = { expires, name: 'ata\ntype=text/html', type: 'application/pdf' };
    const moved = { expires, name: 'ata', type: 'text/html\ntype=application/pdf' };
    expect(verify('secret', 'get', key, moved, signature('secret', 'get', key, given))).toBe('invalid');
    expect(verify('secret', 'get', key, given, signature('secret', 'get', key, given))).toBe('valid');
  });

  it('a download link whose name was cut and moved into the type is refused (403), not served', async () => {
    const file = await attachFile(ctx.app, token, record.id, 'ata\ntype=text/html', pdfBytes());
    const link = new URL(file.downloadUrl, 'http://x');
    const genuine = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(genuine.statusCode).toBe(200);
    expect(genuine.headers['content-type']).toBe('application/pdf');

    link.searchParams.set('name', 'ata');
    link.searchParams.set('type', `text/html\ntype=${link.searchParams.get('type')}`);
    const forged = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['content-type']).toContain('application/problem+json');
  });
});
