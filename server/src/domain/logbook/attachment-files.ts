import { HttpError } from '../../lib/errors';
import { m } from '../../lib/texts';
import type { AttachmentType } from '../../db/schema';
import { pdfProblem } from '../../lib/pdf-problem';

/** At most this many bytes a file, as uploaded and as stored. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** An image is shrunk to fit this many pixels a side (a phone's photo already is, in the browser). */
export const MAX_IMAGE_SIDE = 1600;
export const THUMBNAIL_SIDE = 320;
// A decoded image this large is refused before its pixels are read (a "decompression bomb").
const MAX_INPUT_PIXELS = 50_000_000;

export const TOO_LARGE = m('The file is larger than 5 MB.');
export const UNSUPPORTED = m('Only JPEG, PNG or WebP images and PDF files can be added.');
export const UNREADABLE = m('The image could not be read. Try another photo or file.');
const CUT_OFF = m('The file is cut off or damaged: save it again and upload it whole.');

type Sniffed = 'jpeg' | 'png' | 'webp' | 'pdf';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the file is by its first bytes (its "magic"), whatever its name or declared type says. */
export function sniff(bytes: Buffer): Sniffed | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

const EXTENSIONS: Record<AttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** ASCII letters, digits, dot, dash and underscore, at most 100 characters, its type's ending. */
export function safeAttachmentName(uploaded: string, type: AttachmentType): string {
  const base = uploaded
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._-]+/, '')
    .slice(0, 90);
  return `${base || 'file'}.${EXTENSIONS[type]}`;
}

export interface StoredFile {
  contentType: AttachmentType;
  content: Buffer;
  thumbnail: Buffer | null;
}

/**
 * The file as it is kept: a PDF as sent; an image decoded and encoded anew by sharp, turned
 * upright by its EXIF orientation, shrunk to fit MAX_IMAGE_SIDE and without any metadata (no
 * EXIF, so no GPS position, no camera, no XMP): sharp writes none unless asked. WebP becomes
 * JPEG (pdfkit prints JPEG and PNG only); a 320 px JPEG thumbnail beside it.
 */
export async function storedFile(bytes: Buffer): Promise<StoredFile> {
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new HttpError(413, TOO_LARGE);
  const kind = sniff(bytes);
  if (kind === null) throw new HttpError(415, UNSUPPORTED);
  if (kind === 'pdf') {
    // Kept as sent, never unpacked nor drawn: only its whole is checked (as a CV's).
    if (pdfProblem(bytes)) throw new HttpError(422, CUT_OFF);
    return { contentType: 'application/pdf', content: bytes, thumbnail: null };
  }
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
      width: MAX_IMAGE_SIDE,
      height: MAX_IMAGE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const png = kind === 'png';
    const content = png
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer();
    if (content.length > MAX_ATTACHMENT_BYTES) throw new HttpError(413, TOO_LARGE);
    const thumbnail = await sharp(content)
      .resize({
        width: THUMBNAIL_SIDE,
        height: THUMBNAIL_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { contentType: png ? 'image/png' : 'image/jpeg', content, thumbnail };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(422, UNREADABLE);
  }
}

/** A week's attachment as the week answers list it. */
export const toAttachment = (row: {
  id: number;
  name: string;
  content_type: AttachmentType;
  size: number;
  created_at: string;
}) => ({
  Id: row.id,
  Name: row.name,
  ContentType: row.content_type,
  Size: row.size,
  AddedAt: row.created_at,
});
