import yazl from 'yazl';
import type { Attachment, AttachmentUploadSlot } from '@conexoes/shared/contract';
import type { App } from '../app';
import { bearer } from './auth-helpers';
import { API } from './stakeholder-helpers';

/** Small real files of each kind the attachments accept or refuse (built here, nothing binary checked in). */
export const pdfBytes = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/** A 1×1 PNG. */
export const pngBytes = (): Buffer =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

/** A minimal Word document (OOXML zip with its content types). */
export const docxBytes = async (): Promise<Buffer> => {
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Ata</w:t></w:r></w:p></w:body></w:document>',
    ),
    'word/document.xml',
  );
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export const csvBytes = (): Buffer =>
  Buffer.from('nome;comunidade\nConceição;Tejuco\nJoão;Córrego do Feijão\n');

/** A Windows executable's header: what a renamed program looks like. */
export const exeBytes = (): Buffer => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
};

/** HTML with a script: text, but not text the attachments take under a .pdf name. */
export const htmlBytes = (): Buffer => Buffer.from('<html><body><script>alert(1)</script></body></html>');

/** An upload slot of interaction `id` whose bytes are already PUT (ready to register). */
export const uploadedSlot = async (
  app: App,
  token: string,
  id: string,
  fileName: string,
  bytes: Buffer,
): Promise<AttachmentUploadSlot> => {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/social-interactions/${id}/attachments/uploads`,
    headers: bearer(token),
    payload: { fileName, size: bytes.length },
  });
  if (res.statusCode !== 201) throw new Error(`upload slot failed: ${res.statusCode} ${res.body}`);
  const slot = res.json<AttachmentUploadSlot>();
  const put = await app.inject({ method: 'PUT', url: slot.url, payload: bytes, headers: slot.headers });
  if (put.statusCode !== 204) throw new Error(`upload failed: ${put.statusCode} ${put.body}`);
  return slot;
};

/** A registered attachment of interaction `id` (disk driver: the PUT goes through app.inject). */
export const attachFile = async (
  app: App,
  token: string,
  id: string,
  fileName: string,
  bytes: Buffer,
): Promise<Attachment> => {
  const slot = await uploadedSlot(app, token, id, fileName, bytes);
  const res = await app.inject({
    method: 'POST',
    url: `${API}/social-interactions/${id}/attachments`,
    headers: bearer(token),
    payload: { uploadId: slot.uploadId },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return res.json<Attachment>();
};
