/** @jest-environment node */
// The catalogue check of docs/i18n.md, over every package: each text the code marks has an entry
// in every language, with the same {values}, and no entry is left unused.
const { checkCatalogues, argumentsOf } = require('../../../scripts/i18n/catalogues.cjs');

describe('the catalogues', () => {
  it('hold every text in every language', () => {
    expect(checkCatalogues()).toEqual([]);
  });

  it("find a translation's placeholders, so one that lost a value is a fault", () => {
    expect(argumentsOf('{count, plural, one {# week} other {# weeks}} by {name}')).toBe(
      'count,name',
    );
    expect(argumentsOf('Wiki {count}')).not.toBe(argumentsOf('Wiki {idadi}'));
  });
});
