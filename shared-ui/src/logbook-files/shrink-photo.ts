/** A phone's photo is sent at most this many pixels a side (the server shrinks larger ones too). */
export const PHOTO_SIDE = 1600;

const SHRUNK_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);

/**
 * A photo shrunk in the browser before upload (docs/decisions.md, "Logbook and attendance"): a
 * phone's 12-megapixel camera photo becomes a JPEG of at most 1600 px a side, a few hundred KB
 * instead of several MB on mobile data. A PNG (a diagram, a screenshot) stays PNG; a PDF, or a
 * photo the browser cannot decode, is sent as it is (the server judges it). The library is
 * loaded only when a photo is added; on the main thread, as its worker would load its script
 * from a CDN.
 */
export async function shrinkPhoto(file: File): Promise<{ blob: Blob; name: string }> {
  if (!SHRUNK_TYPES.has(file.type)) return { blob: file, name: file.name };
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const png = file.type === 'image/png';
    const blob = await imageCompression(file, {
      maxWidthOrHeight: PHOTO_SIDE,
      maxSizeMB: 5,
      fileType: png ? 'image/png' : 'image/jpeg',
      initialQuality: 0.85,
      useWebWorker: false,
    });
    const name = png ? file.name : file.name.replace(/\.[A-Za-z0-9]{1,5}$/, '') + '.jpg';
    return { blob, name };
  } catch {
    return { blob: file, name: file.name };
  }
}
