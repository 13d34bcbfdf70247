// The QR code each PNG named on the command line holds (null for one without), printed as a
// JSON array. It runs in a process of its own (pdf-qr-codes.ts): in a jest test's sandbox, where
// every global (Math...) is looked up through the sandbox, jsQR took some 1.3 s of CPU a page,
// against 0.25 s here.
const jsQR = require('jsqr');
const sharp = require('sharp');

async function read(file) {
  const { data, info } = await sharp(file)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  // Dark on light, as printed: no need to try the inverted page too.
  const code = jsQR(pixels, info.width, info.height, { inversionAttempts: 'dontInvert' });
  return code ? code.data : null;
}

Promise.all(process.argv.slice(2).map(read)).then(
  (codes) => process.stdout.write(JSON.stringify(codes)),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
