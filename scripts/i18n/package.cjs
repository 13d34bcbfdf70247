// `node scripts/i18n/package.cjs <package> [--write]`: the catalogue check (and write) of one
// package, for work on it alone; `npm run i18n` does every package.
const { checkCatalogues, writeCatalogues } = require('./catalogues.cjs');

const [pkg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (process.argv.includes('--write')) writeCatalogues([pkg]);
const faults = checkCatalogues([pkg]);
for (const fault of faults) console.log(fault);
console.log(
  faults.length === 0 ? `${pkg}: the catalogues are complete.` : `${faults.length} faults.`,
);
process.exitCode = faults.length === 0 ? 0 : 1;
