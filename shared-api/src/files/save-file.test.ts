import { saveFile } from './save-file';

afterEach(() => jest.restoreAllMocks());

test('saves a Blob under its name through a temporary link, then lets the link go', () => {
  const blob = new Blob(['PK'], { type: 'application/zip' });
  const created = jest.fn((_blob: Blob) => 'blob:zip');
  const revoked = jest.fn();
  URL.createObjectURL = created;
  URL.revokeObjectURL = revoked;
  const clicks: { name: string; href: string; attached: boolean }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push({ name: this.download, href: this.href, attached: this.isConnected });
  });

  saveFile('personal-data.zip', blob);

  expect(created).toHaveBeenCalledWith(blob);
  expect(clicks).toEqual([{ name: 'personal-data.zip', href: 'blob:zip', attached: true }]);
  expect(revoked).toHaveBeenCalledWith('blob:zip');
  expect(document.querySelector('a[download]')).toBeNull();
});
