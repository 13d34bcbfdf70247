import fs from 'node:fs';
import path from 'node:path';

/**
 * The product's version: the root package.json's, the one CHANGELOG.md describes. Read once from
 * the file (not imported) so the server's sources stay within server/.
 */
export const APP_VERSION: string = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
