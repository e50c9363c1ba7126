import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setToastHandler, type Attachment, type ToastRequest } from '@conexoes/shared';
import {
  chooseOption,
  json,
  parseUrl,
  renderAt,
  signInWith,
  startTestServer,
  type RecordedRequest,
  type Reply,
  type TestServer,
} from '@conexoes/shared/testing';
import { useAttachmentTroubles, usePickerOptions } from '@conexoes/shared/ui';
import { InteractionDetailPage } from '../../../pages/interaction-detail.page';
import { InteractionEditPage } from '../../../pages/interaction-edit.page';
import { InteractionNewPage } from '../../../pages/interaction-new.page';
import { ANA, INTERACTION, details } from '../../../testing/fixtures';

const NEW_ID = '00000000-0000-4000-8000-000000000099';
const FILE_ID = '00000000-0000-4000-8000-000000000077';
const UPLOAD_ID = '00000000-0000-4000-8000-000000000066';

const attachment = (over: Partial<Attachment> = {}): Attachment => ({
  id: FILE_ID,
  fileName: 'Ata da reunião.pdf',
  contentType: 'application/pdf',
  size: 1536,
  createdAt: '2026-03-06T13:00:00.000Z',
  createdBy: { id: ANA, name: 'Ana Analista' },
  downloadUrl: `/files/${FILE_ID}?sig=old`,
  downloadExpiresAt: '2026-03-06T13:05:00.000Z',
  thumbnailUrl: null,
  canRemove: true,
  ...over,
});

let server: TestServer;
let stored: Attachment[] = [];
let register: () => Reply;
/** While set, the list of files is answered only once it resolves. */
let listHeld: Promise<void> | null = null;
let toasts: ToastRequest[] = [];
let stopToasts: () => void = () => undefined;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Whole-form renders under antd in jsdom are slow on a loaded 2-core machine: a ceiling, not a sleep.
jest.setTimeout(240_000);

beforeEach(() => {
  server.requests.length = 0;
  stored = [attachment()];
  toasts = [];
  stopToasts = setToastHandler((request) => toasts.push(request));
  window.localStorage.clear();
  signInWith({ fullAccess: true });
  usePickerOptions.setState({ lists: {}, topics: null });
  useAttachmentTroubles.setState({ byPath: {} });
  register = () => {
    const added = attachment({ id: '00000000-0000-4000-8000-000000000078', fileName: 'foto.png' });
    stored = [...stored, added];
    return json(201, added);
  };
  listHeld = null;
  server.reply(async (request) => {
    const { path } = parseUrl(request.url);
    if (/\/attachments$/.test(path) && request.method === 'GET' && listHeld) await listHeld;
    if (path.endsWith(`/social-interactions/${INTERACTION}/details`)) return json(200, details());
    if (path.endsWith(`/social-interactions/${NEW_ID}/details`)) return json(200, details({ id: NEW_ID }));
    if (/\/attachments\/uploads$/.test(path))
      return json(201, {
        uploadId: UPLOAD_ID,
        url: `/storage/uploads/${UPLOAD_ID}?expires=1&sig=abc`,
        method: 'PUT',
        headers: {},
        expiresAt: '2026-03-06T13:15:00.000Z',
        maxBytes: 1000,
      });
    if (path.startsWith('/storage/uploads/')) return { status: 204 };
    if (/\/attachments$/.test(path)) return request.method === 'POST' ? register() : json(200, stored);
    if (path.endsWith(`/attachments/${FILE_ID}`)) {
      if (request.method === 'DELETE') {
        stored = stored.filter((a) => a.id !== FILE_ID);
        return { status: 204 };
      }
      return json(200, attachment({ downloadUrl: `/files/${FILE_ID}?sig=fresh` }));
    }
    if (path.startsWith('/files/'))
      return { status: 200, headers: { 'Content-Type': 'application/pdf' }, body: '%PDF-1.4' };
    if (path.endsWith('/social-interactions') && request.method === 'POST') return json(201, { id: NEW_ID });
    if (path.endsWith('/options/interactionType/options'))
      return json(200, [{ value: 'meeting', label: 'Meeting' }]);
    return json(200, []);
  });
});
afterEach(() => stopToasts());

const openDetail = () =>
  renderAt(<InteractionDetailPage />, `/interactions/${INTERACTION}`, '/interactions/:interactionId');
const section = async () => {
  const title = await screen.findByText('Attachments');
  return title.closest('.ant-card') as HTMLElement;
};
const choose = (container: HTMLElement, files: File[]) =>
  fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });
const byPath = (pattern: RegExp): RecordedRequest[] =>
  server.requests.filter((r) => pattern.test(parseUrl(r.url).path));

describe('interaction attachments', () => {
  it('lists the files and downloads one under its own name, through a fresh link without the session', async () => {
    const createObjectURL = jest.fn(() => 'blob:ata');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await openDetail();
    const card = await section();
    expect(await within(card).findByText('Ata da reunião.pdf')).toBeInTheDocument();
    expect(within(card).getByText(/1\.5 KB · Ana Analista · 06\/03\/2026/)).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Download Ata da reunião.pdf' }));
    await waitFor(() => expect(saved).toEqual(['Ata da reunião.pdf']));
    const [get] = byPath(/^\/files\//);
    expect(get?.url).toBe(`/files/${FILE_ID}?sig=fresh`);
    expect(get?.headers.authorization).toBeUndefined();
    click.mockRestore();
  });

  it('says the files are being read until the list arrives, not an empty card', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    listHeld = held;
    await openDetail();
    const card = await section();
    expect(await within(card).findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await within(card).findByText('Ata da reunião.pdf')).toBeInTheDocument();
    expect(within(card).queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('shows photos as thumbnails named by their file name, opening a larger preview; other files stay links', async () => {
    const photo = (n: number, fileName: string, contentType: string, thumbnail = true) =>
      attachment({
        id: `00000000-0000-4000-8000-00000000007${n}`,
        fileName,
        contentType,
        downloadUrl: `/files/photo-${n}?sig=listed`,
        downloadExpiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        // The API's small picture (decision 0066); none for a photo registered before it made them.
        thumbnailUrl: thumbnail ? `/files/thumbnails/photo-${n}?sig=listed` : null,
      });
    stored = [
      attachment(),
      photo(1, 'Reunião na praça.jpg', 'image/jpeg'),
      photo(2, 'Lista de presença.png', 'image/png'),
      photo(3, 'Mapa.webp', 'image/webp', false),
      // Named like a photo, but the API found otherwise: no picture to draw.
      photo(4, 'Foto.jpg', 'application/octet-stream', false),
    ];
    await openDetail();
    const card = await section();
    await within(card).findByText('Ata da reunião.pdf');

    const thumbnails = within(card).getAllByRole('img');
    expect(thumbnails.map((img) => img.getAttribute('alt'))).toEqual([
      'Reunião na praça.jpg',
      'Lista de presença.png',
      'Mapa.webp',
    ]);
    // Drawn from the short-lived links the list carries, without asking for another: the thumbnail's
    // (a few KB, not the whole photo), the photo's own only where the API made no thumbnail.
    expect(thumbnails.map((img) => img.getAttribute('src'))).toEqual([
      '/files/thumbnails/photo-1?sig=listed',
      '/files/thumbnails/photo-2?sig=listed',
      '/files/photo-3?sig=listed',
    ]);
    expect(within(card).queryByRole('button', { name: 'Ata da reunião.pdf' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Foto.jpg' })).not.toBeInTheDocument();
    // Every file, photos too, can still be downloaded under its name.
    expect(within(card).getByRole('button', { name: 'Download Foto.jpg' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download Mapa.webp' })).toBeInTheDocument();

    // The larger preview shows the whole photo.
    fireEvent.click(within(card).getByRole('button', { name: 'Lista de presença.png' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-image-preview img')).toHaveAttribute(
        'src',
        '/files/photo-2?sig=listed',
      ),
    );
    // Named as its thumbnail is (axe image-alt).
    expect(document.querySelector('.ant-image-preview img')).toHaveAttribute('alt', 'Lista de presença.png');
  });

  it('opens a photo whose link has ended (the page was left open) from the list asked again', async () => {
    const photo = (sig: string, expiresAt: string) =>
      attachment({
        fileName: 'Reunião na praça.jpg',
        contentType: 'image/jpeg',
        downloadUrl: `/files/p?sig=${sig}`,
        downloadExpiresAt: expiresAt,
        thumbnailUrl: `/files/thumbnails/p?sig=${sig}`,
      });
    stored = [photo('old', new Date(Date.now() - 60_000).toISOString())];
    await openDetail();
    const card = await section();
    const thumbnail = await within(card).findByRole('button', { name: 'Reunião na praça.jpg' });
    expect(byPath(/\/attachments$/)).toHaveLength(1);
    stored = [photo('fresh', new Date(Date.now() + 5 * 60_000).toISOString())];

    fireEvent.click(thumbnail);
    await waitFor(() =>
      expect(document.querySelector('.ant-image-preview img')).toHaveAttribute('src', '/files/p?sig=fresh'),
    );
    expect(byPath(/\/attachments$/)).toHaveLength(2);
    // The thumbnail is drawn again from the fresh list's thumbnail link.
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('src', '/files/thumbnails/p?sig=fresh');
  });

  it('sends a chosen file to the signed URL without the session, registers it and says so', async () => {
    await openDetail();
    const card = await section();
    await within(card).findByText('Ata da reunião.pdf');
    choose(card, [new File(['png-bytes'], 'foto.png', { type: 'image/png' })]);

    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'foto.png attached' }),
      ),
    );
    expect(await within(card).findByRole('button', { name: 'Download foto.png' })).toBeInTheDocument();
    const [slot] = byPath(/\/attachments\/uploads$/);
    expect(JSON.parse(slot?.body ?? '{}')).toEqual({ fileName: 'foto.png', size: 9 });
    const [put] = byPath(/^\/storage\/uploads\//);
    expect(put).toMatchObject({ method: 'PUT', body: 'png-bytes' });
    expect(put?.headers.authorization).toBeUndefined();
    const registered = byPath(/\/attachments$/).filter((r) => r.method === 'POST');
    expect(registered.map((r) => JSON.parse(r.body))).toEqual([{ uploadId: UPLOAD_ID }]);
  });

  it('keeps a file refused by its content in the card, marked with why, until it is removed', async () => {
    register = () =>
      json(
        415,
        { type: 'about:blank', title: 'Unsupported Media Type', status: 415, detail: 'x' },
        'application/problem+json',
      );
    await openDetail();
    const card = await section();
    await within(card).findByText('Ata da reunião.pdf');
    choose(card, [new File(['MZ'], 'programa.pdf', { type: 'application/pdf' })]);
    // Next to the file, not in a toast that fades with it.
    expect(
      await within(card).findByText('programa.pdf is not a PDF, picture, office document, CSV or text file.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('programa.pdf')).toBeInTheDocument();
    // The same bytes would be refused again: nothing to retry, only to drop.
    expect(within(card).queryByRole('button', { name: 'Send programa.pdf again' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove programa.pdf from the list' }));
    await waitFor(() => expect(within(card).queryByText('programa.pdf')).not.toBeInTheDocument());
  });

  it('refuses a file of a type or size the API refuses when it is chosen, saying why, and sends none of it', async () => {
    await openDetail();
    const card = await section();
    await within(card).findByText('Ata da reunião.pdf');
    const big = new File(['%PDF-1.4'], 'planta.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    choose(card, [new File(['MZ'], 'virus.exe'), big]);
    expect(
      await within(card).findByText('virus.exe is not a PDF, picture, office document, CSV or text file.'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('planta.pdf is larger than 25 MB, the most a file may be.'),
    ).toBeInTheDocument();
    expect(byPath(/\/attachments\/uploads$/)).toEqual([]);
  });

  it('keeps a file whose upload failed, marked, and sends it again on request', async () => {
    let failing = true;
    const registerOk = register;
    register = () =>
      failing
        ? json(500, { type: 'about:blank', title: 'Server error', status: 500 }, 'application/problem+json')
        : registerOk();
    await openDetail();
    const card = await section();
    await within(card).findByText('Ata da reunião.pdf');
    choose(card, [new File(['png-bytes'], 'foto.png', { type: 'image/png' })]);
    const retry = await within(card).findByRole('button', { name: 'Send foto.png again' });
    expect(within(card).getByText(/^foto\.png was not attached: /)).toBeInTheDocument();
    failing = false;
    fireEvent.click(retry);
    // Waited for by the requests first: a role query over the card, asked again on every frame of the
    // progress bar while the file goes up, kept the upload's own answers waiting on a loaded machine.
    await waitFor(() => expect(byPath(/\/attachments$/).filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(await within(card).findByRole('button', { name: 'Download foto.png' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send foto.png again' })).not.toBeInTheDocument();
  });

  it('removes a file only after confirmation', async () => {
    await openDetail();
    const card = await section();
    await within(card).findByText('Ata da reunião.pdf');
    fireEvent.click(within(card).getByRole('button', { name: 'Remove Ata da reunião.pdf' }));
    expect(await screen.findByText('Remove this file?')).toBeInTheDocument();
    expect(
      screen.getByText('Ata da reunião.pdf will be deleted from the interaction. This cannot be undone.'),
    ).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    const popup = screen.getByText('Remove this file?').closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ type: 'success', message: 'Ata da reunião.pdf removed' }),
      ),
    );
    expect(byPath(new RegExp(`/attachments/${FILE_ID}$`)).map((r) => r.method)).toContain('DELETE');
    expect(await within(card).findByText('No files attached yet.')).toBeInTheDocument();
  });

  it('hides adding and removing from who may not edit the record', async () => {
    stored = [attachment({ canRemove: false })];
    server.reply((request) => {
      const { path } = parseUrl(request.url);
      if (path.endsWith('/details')) return json(200, details({ canEdit: false }));
      if (/\/attachments$/.test(path)) return json(200, stored);
      return json(200, []);
    });
    await openDetail();
    const card = await section();
    await within(card).findByText('Ata da reunião.pdf');
    expect(within(card).queryByRole('button', { name: 'Attach files' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('on a new interaction keeps the chosen files until the first save, then sends them to it', async () => {
    await renderAt(<InteractionNewPage />, '/interactions/new');
    const card = await section();
    expect(
      within(card).getByText('The files you choose are sent when you save the interaction.'),
    ).toBeInTheDocument();
    // A full reader reads back what they attach: nothing to warn about.
    expect(within(card).queryByText(/will not be shown to you/)).not.toBeInTheDocument();
    choose(card, [new File(['%PDF-1.4'], 'lista de presença.pdf', { type: 'application/pdf' })]);
    expect(await within(card).findByText('lista de presença.pdf')).toBeInTheDocument();
    // Nothing goes up before the record exists.
    expect(byPath(/\/attachments/)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Visita de campo' } });
    await chooseOption('Type', 'Mee', 'Meeting');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(byPath(/\/attachments$/).filter((r) => r.method === 'POST')).toHaveLength(1), {
      timeout: 30_000,
    });
    const [slot] = byPath(/\/attachments\/uploads$/);
    expect(parseUrl(slot?.url ?? '').path).toBe(
      `/manager/api/v1/social-interactions/${NEW_ID}/attachments/uploads`,
    );
    expect(byPath(/^\/storage\/uploads\//)).toHaveLength(1);
  });

  it('on a new interaction marks a file of a refused type when chosen, and the save says it was not sent', async () => {
    await renderAt(<InteractionNewPage />, '/interactions/new');
    const card = await section();
    choose(card, [
      new File(['%PDF-1.4'], 'ata.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' }),
    ]);
    expect(
      await within(card).findByText('virus.exe is not a PDF, picture, office document, CSV or text file.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Visita de campo' } });
    await chooseOption('Type', 'Mee', 'Meeting');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(toasts).toContainEqual(
          expect.objectContaining({
            type: 'error',
            message: 'Interaction recorded; 1 attachment was not sent',
          }),
        ),
      { timeout: 30_000 },
    );
    // Only the PDF went up; the save never claimed all went well.
    expect(byPath(/\/attachments\/uploads$/).map((r) => JSON.parse(r.body).fileName)).toEqual(['ata.pdf']);
    expect(toasts).not.toContainEqual(expect.objectContaining({ message: 'Interaction recorded' }));
  });

  it('on a new interaction keeps a file that failed after the save on the record’s card, to send again', async () => {
    let failing = true;
    const registerOk = register;
    register = () => (failing ? { status: 503 } : registerOk());
    const page = await renderAt(<InteractionNewPage />, '/interactions/new');
    const card = await section();
    choose(card, [new File(['png-bytes'], 'foto.png', { type: 'image/png' })]);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Visita de campo' } });
    await chooseOption('Type', 'Mee', 'Meeting');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(toasts).toContainEqual(
          expect.objectContaining({
            type: 'error',
            message: 'Interaction recorded; 1 attachment was not sent',
          }),
        ),
      { timeout: 30_000 },
    );
    page.unmount();
    // The record's page, which the form opens after the save.
    await renderAt(<InteractionDetailPage />, `/interactions/${NEW_ID}`, '/interactions/:interactionId');
    const saved = await section();
    const retry = await within(saved).findByRole('button', { name: 'Send foto.png again' });
    expect(within(saved).getByText(/^foto\.png was not attached: /)).toBeInTheDocument();
    failing = false;
    fireEvent.click(retry);
    expect(await within(saved).findByRole('button', { name: 'Download foto.png' })).toBeInTheDocument();
  });

  describe('onlyBasicInfo (decision 0058)', () => {
    // As the API answers such a caller: the files counted, the history without their names.
    let canEdit = false;
    const basic = () => {
      const {
        description: _d,
        issuesRaised: _i,
        response: _r,
        ...record
      } = details({
        restricted: true,
        canEdit,
        hiddenAttachments: 2,
        history: [
          {
            id: '00000000-0000-4000-8000-0000000000e1',
            action: 'updated',
            userId: ANA,
            userName: 'Ana Analista',
            at: '2026-03-06T13:00:00.000Z',
            changes: [{ field: 'attachments', before: null, after: 1 }],
          },
        ],
      });
      return record;
    };
    beforeEach(() => {
      canEdit = false;
      signInWith({ view: true, edit: true, onlyBasicInfo: true });
      server.reply((request) => {
        const { path } = parseUrl(request.url);
        if (path.endsWith(`/social-interactions/${INTERACTION}/details`)) return json(200, basic());
        if (path.endsWith(`/social-interactions/${INTERACTION}`)) return json(200, basic());
        if (/\/attachments/.test(path)) return json(403, { status: 403 }, 'application/problem+json');
        // The same option list as the other tests: a late answer never leaves an empty one behind.
        if (path.endsWith('/options/interactionType/options'))
          return json(200, [{ value: 'meeting', label: 'Meeting' }]);
        return json(200, []);
      });
    });

    it('the detail says the files are there and not shown, never asks for them, and the history names none', async () => {
      await openDetail();
      const card = await section();
      expect(
        within(card).getByText(
          '2 files are attached and not shown: your access shows basic information only.',
        ),
      ).toBeInTheDocument();
      expect(await screen.findByText('Attached a file (its name is not shown to you)')).toBeInTheDocument();
      expect(screen.queryByText('Ata da reunião.pdf')).not.toBeInTheDocument();
      expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(card).queryByRole('img')).not.toBeInTheDocument();
      expect(byPath(/\/attachments/)).toEqual([]);
    });

    it('the edit form says so in place of the list, never asks for it, and still lets a file be attached', async () => {
      canEdit = true;
      await renderAt(
        <InteractionEditPage />,
        `/interactions/${INTERACTION}/edit`,
        '/interactions/:interactionId/edit',
      );
      const card = await section();
      expect(
        await within(card).findByText('Attachments are not shown: your access shows basic information only.'),
      ).toBeInTheDocument();
      expect(within(card).queryByText('No files attached yet.')).not.toBeInTheDocument();
      expect(byPath(/\/attachments/)).toEqual([]);
      expect(within(card).getByRole('button', { name: /Attach files/ })).toBeInTheDocument();
      expect(
        within(card).getByText('Files you attach now will not be shown to you either.'),
      ).toBeInTheDocument();
    });

    it('the new interaction says, by the picker and calmly, that files attached now will not be shown to them', async () => {
      await renderAt(<InteractionNewPage />, '/interactions/new');
      const card = await section();
      expect(
        within(card).getByText(
          'Files you attach will not be shown to you afterwards: your access shows basic information only.',
        ),
      ).toBeInTheDocument();
      expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /Attach files/ })).toBeInTheDocument();
    });

    it('says nothing about files attached to who may not add any', async () => {
      await openDetail();
      const card = await section();
      await within(card).findByText(
        '2 files are attached and not shown: your access shows basic information only.',
      );
      expect(within(card).queryByText(/will not be shown to you/)).not.toBeInTheDocument();
    });
  });
});
