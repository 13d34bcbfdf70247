import fs from 'node:fs';
import path from 'node:path';

const deployDoc = () =>
  fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'docs', 'deploy.md'), 'utf8');

/** The one fenced block of a language in docs/deploy.md (its nginx site, its systemd unit...). */
export function deployBlock(language: string): string {
  const fence = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g');
  const blocks = [...deployDoc().matchAll(fence)];
  if (blocks.length !== 1)
    throw new Error(`docs/deploy.md has ${blocks.length} ${language} blocks`);
  return blocks[0][1];
}
