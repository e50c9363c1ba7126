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

/**
 * A real photo as a phone sends it: JPEG of noise (so it weighs what a photo does, not a few bytes of
 * one colour), optionally with an EXIF orientation. Made with sharp, as the API's thumbnails are.
 */
export const jpegPhoto = async (width = 1200, height = 900, orientation?: number): Promise<Buffer> => {
  const { default: sharp } = await import('sharp');
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).jpeg({ quality: 90 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

/** The header of a JPEG and then nothing a decoder can read: a type by content, no picture. */
export const corruptJpegBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
    Buffer.alloc(2048, 0x5a),
  ]);

const crc32 = (bytes: Buffer): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
};

/**
 * A decompression bomb's header: the 1×1 PNG above declaring `width`×`height` pixels (its IHDR
 * checksum fixed, so the file is well formed up to the pixels a decoder would have to make).
 */
export const pngDeclaring = (width: number, height: number): Buffer => {
  const bytes = Buffer.from(pngBytes());
  // Signature (8), IHDR length (4) and type (4), then width and height.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
};
