import { MUI_MODE_ITEM, settleStoredTheme } from './stored-theme';

const clearCookie = () => (document.cookie = 'theme=; path=/; max-age=0');

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  localStorage.clear();
  clearCookie();
});

test('MUI starts from the theme the server drew from the cookie, not an older item', () => {
  localStorage.setItem(MUI_MODE_ITEM, 'light');
  document.documentElement.setAttribute('data-theme', 'dark');
  settleStoredTheme();
  expect(localStorage.getItem(MUI_MODE_ITEM)).toBe('dark');
  document.documentElement.setAttribute('data-theme', 'system');
  settleStoredTheme();
  expect(localStorage.getItem(MUI_MODE_ITEM)).toBe('system');
});

test("a choice kept only in MUI's item gets its cookie back, for the next pages", () => {
  localStorage.setItem(MUI_MODE_ITEM, 'dark');
  settleStoredTheme();
  expect(document.cookie).toContain('theme=dark');
  expect(localStorage.getItem(MUI_MODE_ITEM)).toBe('dark');
});

test('a browser that never chose keeps no item and no cookie; an unknown item is left alone', () => {
  settleStoredTheme();
  expect(localStorage.getItem(MUI_MODE_ITEM)).toBeNull();
  expect(document.cookie).not.toContain('theme=');
  localStorage.setItem(MUI_MODE_ITEM, 'blue');
  document.documentElement.setAttribute('data-theme', 'blue');
  settleStoredTheme();
  expect(localStorage.getItem(MUI_MODE_ITEM)).toBe('blue');
  expect(document.cookie).not.toContain('theme=');
});

test('a browser that refuses storage still starts', () => {
  const refusing = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
  } as unknown as Storage;
  document.documentElement.setAttribute('data-theme', 'dark');
  expect(() => settleStoredTheme(refusing)).not.toThrow();
  document.documentElement.removeAttribute('data-theme');
  expect(() => settleStoredTheme(refusing)).not.toThrow();
});
