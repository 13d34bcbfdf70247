// The installed app's icons (the web app manifest's), drawn at build time from the favicon, so
// they cannot drift from it and no binary is kept in the repository. The maskable one keeps the
// mark inside the middle 80 % that a phone's mask may leave (its corners are filled with the
// favicon's colour).
const fs = require('node:fs');
const sharp = require('sharp');
const { sources } = require('webpack');

const BACKGROUND = '#1d4e89';
const ICONS = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  { file: 'icon-maskable-512.png', size: 512, padding: 0.1 },
];

async function drawIcon(svg, { size, padding }) {
  const inner = Math.round(size * (1 - 2 * padding));
  const mark = await sharp(svg, { density: 72 * (inner / 32) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  if (padding === 0) return mark;
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

class AppIconsPlugin {
  constructor(svgFile) {
    this.svgFile = svgFile;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AppIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'AppIconsPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const svg = fs.readFileSync(this.svgFile);
          compilation.fileDependencies.add(this.svgFile);
          for (const icon of ICONS) {
            compilation.emitAsset(icon.file, new sources.RawSource(await drawIcon(svg, icon)));
          }
        },
      );
    });
  }
}

module.exports = { AppIconsPlugin };
