import type { Readable } from 'node:stream';
import type { Sharp } from 'sharp';

/**
 * Small pictures of photos for the attachments card (docs/decisions/0066-photo-thumbnails.md): the card
 * draws 56 px squares, so 112 px (twice, for high-density screens), cropped to fill, as WebP. Made once
 * when a photo is registered; the card then fetches a few kilobytes instead of the whole photo.
 */
export const THUMBNAIL_SIZE = 112;
export const THUMBNAIL_TYPE = 'image/webp';
/** The photo types, as sniffed (sniff.ts), that get one. GIF, HEIC and TIFF do not (decision 0066). */
export const THUMBNAIL_SOURCES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
/**
 * The largest picture decoded (width × height). A phone's photo is 12–50 megapixels (108 for a few);
 * a decompression bomb — a small file declaring a huge picture — is refused before it is decoded.
 */
export const MAX_THUMBNAIL_INPUT_PIXELS = 120_000_000;

type SharpFactory = typeof import('sharp').default;
let loading: Promise<SharpFactory> | undefined;
/** sharp (libvips) is loaded on the first photo, not at start (decision 0046). */
const loadSharp = (): Promise<SharpFactory> =>
  (loading ??= import('sharp').then(({ default: sharp }) => {
    // No cache of decoded pictures between calls, one worker thread: a thumbnail is a small job next
    // to the API's requests, and the process keeps no memory for it once done.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
};

/**
 * The thumbnail of the photo `open` streams, or null when sharp cannot read it (corrupt, truncated,
 * larger than MAX_THUMBNAIL_INPUT_PIXELS): the photo is kept anyway, and the card shows the photo itself.
 * EXIF orientation is applied, and the thumbnail keeps no metadata (no place, no camera).
 */
export const makeThumbnail = async (
  open: () => Promise<Readable>,
): Promise<{ bytes: Buffer } | { failed: unknown }> => {
  try {
    const sharp = await loadSharp();
    const input = await readAll(await open());
    const pipeline: Sharp = sharp(input, {
      limitInputPixels: MAX_THUMBNAIL_INPUT_PIXELS,
      failOn: 'error',
      // The first frame of an animated WebP.
      pages: 1,
    })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 70 });
    return { bytes: await pipeline.toBuffer() };
  } catch (error) {
    return { failed: error };
  }
};

/** The name a thumbnail is offered under (its link signs it, as a download's). */
export const thumbnailName = (fileName: string): string => `${fileName.replace(/\.[A-Za-z0-9]+$/, '')}.webp`;
