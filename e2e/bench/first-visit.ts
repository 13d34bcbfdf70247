// Prints what a first visit to a page downloads: each JavaScript file with its raw and gzip
// size, and the totals. Run after a production build: `npx tsx e2e/bench/first-visit.ts [/path]`.
import { gzipSync } from 'node:zlib';
import { launchBrowser, newPage } from '../support/browser';
import { startServer } from '../support/server';

async function main() {
  const path = process.argv[2] ?? '/';
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const { page } = await newPage(browser, server.url);
    const files: { url: string; raw: number; gzip: number; sent: number }[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.body();
      const { responseBodySize } = await response.request().sizes();
      const gzip = gzipSync(body, { level: 9 }).length;
      files.push({ url: response.url(), raw: body.length, gzip, sent: responseBodySize });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
      const sizes = [`${kib(file.gzip)} gzip`, `${kib(file.raw)} raw`, `${kib(file.sent)} sent`];
      console.log(
        `${sizes.map((size) => size.padStart(15)).join(' ')}  ${file.url.replace(server.url, '')}`,
      );
    }
    const total = (key: 'raw' | 'gzip' | 'sent') => files.reduce((sum, file) => sum + file[key], 0);
    console.log(
      `first visit to ${path}: ${files.length} JavaScript files, ${kib(total('gzip'))} gzip, ` +
        `${kib(total('raw'))} raw, ${kib(total('sent'))} sent (the server sends the .br files)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
