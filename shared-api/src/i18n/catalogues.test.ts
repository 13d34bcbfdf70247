import { pagesWithTexts, registerCatalogue, showLanguage } from './catalogues';
import { currentLanguage } from './language-store';
import { translate } from './use-t';

const sw = {
  'Save Rating': 'Hifadhi Alama',
  '{count, plural, one {# unread notification} other {# unread notifications}}':
    '{count, plural, one {arifa # haijasomwa} other {arifa # hazijasomwa}}',
};

describe('the language on screen', () => {
  beforeAll(() =>
    registerCatalogue('test-package', {
      en: {
        '{count, plural, one {# unread notification} other {# unread notifications}}':
          '{count, plural, one {# unread notification} other {# unread notifications}}',
      },
      sw: async () => sw,
    }),
  );

  it('shows an English text as its id and fills in its values', () => {
    expect(translate('Save Rating')).toBe('Save Rating');
    expect(
      translate('{count, plural, one {# unread notification} other {# unread notifications}}', {
        count: 2,
      }),
    ).toBe('2 unread notifications');
  });

  it("shows Swahili once every package's catalogue of it is in, and English again", async () => {
    await showLanguage('sw');
    expect(currentLanguage()).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(translate('Save Rating')).toBe('Hifadhi Alama');
    expect(
      translate('{count, plural, one {# unread notification} other {# unread notifications}}', {
        count: 1,
      }),
    ).toBe('arifa 1 haijasomwa');
    await showLanguage('en');
    expect(translate('Save Rating')).toBe('Save Rating');
  });

  it('keeps the last choice when two downloads end out of order', async () => {
    const slow = showLanguage('sw');
    const fast = showLanguage('en');
    await Promise.all([slow, fast]);
    expect(currentLanguage()).toBe('en');
  });

  it("fills in a text's values once its package's English part is downloaded (a dashboard's)", async () => {
    const text = 'Week {week} countersigned';
    await registerCatalogue('test-dashboards', {
      en: async () => ({ default: { [text]: text } }),
      sw: async () => ({ [text]: 'Wiki {week} imetiwa sahihi ya pili' }),
    });
    expect(translate(text, { week: 3 })).toBe('Week 3 countersigned');
    await showLanguage('sw');
    expect(translate(text, { week: 3 })).toBe('Wiki 3 imetiwa sahihi ya pili');
    await showLanguage('en');
    expect(translate(text, { week: 4 })).toBe('Week 4 countersigned');
  });

  it('resolves a page loaded with its texts once they are in, and tries a failed download again', async () => {
    await showLanguage('sw');
    let failures = 1;
    const downloads: string[] = [];
    const withPageTexts = pagesWithTexts('test-pages', {
      en: async () => ({}),
      sw: async () => {
        downloads.push('sw');
        if (failures-- > 0) throw new Error('offline');
        return { 'A test page': 'Ukurasa wa majaribio' };
      },
    });
    await expect(withPageTexts(Promise.resolve('first page'))).rejects.toThrow('offline');
    expect(translate('A test page')).toBe('A test page');
    await expect(withPageTexts(Promise.resolve('second page'))).resolves.toBe('second page');
    expect(translate('A test page')).toBe('Ukurasa wa majaribio');
    // In place: the next page downloads nothing more.
    await withPageTexts(Promise.resolve('third page'));
    expect(downloads).toEqual(['sw', 'sw']);
    await showLanguage('en');
  });

  // Issue 84: a Swahili page starts with the store in English; the catalogues it registers then
  // flipped its drawn <html lang="sw"> to "en" for a moment.
  it("leaves the page's <html lang> as drawn while packages' texts are registered", async () => {
    document.documentElement.lang = 'sw';
    const held: (string | null)[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => held.push(record.oldValue)),
    );
    observer.observe(document.documentElement, { attributes: true, attributeOldValue: true });
    await registerCatalogue('test-bundled', { en: {}, sw: async () => ({}) });
    await registerCatalogue('test-downloaded', { en: async () => ({}), sw: async () => ({}) });
    await pagesWithTexts('test-page-texts', { en: async () => ({}), sw: async () => ({}) })(
      Promise.resolve(),
    );
    await showLanguage('sw');
    held.push(...observer.takeRecords().map((record) => record.oldValue));
    observer.disconnect();
    expect(held.filter((lang) => lang !== 'sw')).toEqual([]);
    expect(document.documentElement.lang).toBe('sw');
    await showLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
