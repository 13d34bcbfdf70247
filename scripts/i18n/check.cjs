// `npm run i18n` checks the catalogues; `npm run i18n -- --write` writes them from the code
// first (English whole, new texts empty in the other languages, unused ones removed).
const { checkCatalogues, writeCatalogues } = require('./catalogues.cjs');

if (process.argv.includes('--write')) writeCatalogues();
const faults = checkCatalogues();
for (const fault of faults) console.log(fault);
console.log(faults.length === 0 ? 'The catalogues are complete.' : `${faults.length} faults.`);
process.exitCode = faults.length === 0 ? 0 : 1;
