import sharp from 'sharp';

/** Nairobi, as a phone writes it in a photo's EXIF GPS IFD. */
const NAIROBI = {
  GPSLatitudeRef: 'S',
  GPSLatitude: '1/1 17/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '36/1 49/1 0/1',
};

/** A camera photo as a phone sends it: JPEG with the camera's name and its GPS position. */
export function gpsPhoto(width = 2400, height = 1800, background = '#2e7d5b') {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Field Camera' }, IFD3: NAIROBI })
    .toBuffer();
}

export const pngImage = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

export const webpImage = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#c04020' } })
    .webp()
    .toBuffer();

/** A small but real PDF (one empty page). */
export const PDF_FILE = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Whether a JPEG's EXIF holds a GPS IFD (tag 0x8825, either byte order) and the camera's name:
 * what a stored photo must have lost.
 */
export async function locationOf(bytes: Buffer) {
  const { exif, width, height, format } = await sharp(bytes).metadata();
  const gps =
    exif !== undefined &&
    (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
  return {
    gps,
    camera: bytes.includes('TestPhone'),
    exif: exif !== undefined,
    width,
    height,
    format,
  };
}
