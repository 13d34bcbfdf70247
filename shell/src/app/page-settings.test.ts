import { getFirmName, getFirmTimeZone, setFirmName, setFirmTimeZone } from 'shared-api';
import { applyPageSettings } from './page-settings';

function writeSettings(text: string | null) {
  document.getElementById('app-settings')?.remove();
  if (text === null) return;
  const element = document.createElement('script');
  element.id = 'app-settings';
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  writeSettings(null);
  setFirmName(null);
  setFirmTimeZone('Africa/Nairobi');
});

test("takes the firm's name and time zone from the page", () => {
  writeSettings(JSON.stringify({ firmName: 'Acme Kenya Ltd', timeZone: 'Europe/Berlin' }));
  applyPageSettings();
  expect(getFirmName()).toBe('Acme Kenya Ltd');
  expect(getFirmTimeZone()).toBe('Europe/Berlin');
});

test('keeps the defaults without settings (the dev server) or with unreadable ones', () => {
  for (const text of [null, 'not json', JSON.stringify({ firmName: 3, timeZone: 'Mars/Base' })]) {
    writeSettings(text);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    applyPageSettings();
    expect(getFirmName()).toBeNull();
    expect(getFirmTimeZone()).toBe('Africa/Nairobi');
  }
});
