import { pickLanguage } from './languages';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sw-KE,sw;q=0.9,en;q=0.8', 'sw'],
    ['en-US,en;q=0.9,sw;q=0.8', 'en'],
    ['fr-FR,sw;q=0.5', 'sw'],
    ['fr-FR,de', 'en'],
    ['en;q=0.2,sw;q=0.7', 'sw'],
    ['sw;q=0,en', 'en'],
  ])('reads %p as %p', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});
