import path from 'node:path';

const { plan } = require('./plan.cjs') as { plan: () => { groups: string[][] } };

/**
 * Runs group `n` of plan.cjs: each file as a block of its own, so that its hooks (its app, its
 * database) stay its own.
 */
export function runGroup(n: number) {
  for (const file of plan().groups[n - 1]) {
    describe(path.relative(path.join(__dirname, '..'), file), () => {
      require(file);
    });
  }
}
