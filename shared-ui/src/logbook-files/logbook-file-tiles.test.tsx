import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { answers, mockApi, sent, type MockApi } from 'shared-api/testing';
import { renderWithHost } from '../test-utils/render';
import { LogbookFilesSection, LogbookFileTiles } from './logbook-file-tiles';

const PHOTO = {
  Id: 11,
  Name: 'site.jpg',
  ContentType: 'image/jpeg' as const,
  Size: 120_000,
  AddedAt: '2027-01-05T09:00:00Z',
};
const PLAN = { ...PHOTO, Id: 12, Name: 'plan.pdf', ContentType: 'application/pdf' as const };

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
const dataUrl = (text: string) => `data:application/octet-stream;base64,${btoa(text)}`;
afterEach(async () => {
  api.restore();
  await act(() => showLanguage('en'));
});

test('an image shows its thumbnail, fetched with the session; a click opens the whole file', async () => {
  api.answer(
    answers({
      'GET /LogbookAttachments/11/Thumbnail': { status: 200, data: new Blob(['small']) },
      'GET /LogbookAttachments/11': { status: 200, data: new Blob(['whole']) },
    }),
  );
  renderWithHost(<LogbookFilesSection files={[PHOTO, PLAN]} />);
  const section = screen.getByRole('region', { name: 'Photos and files' });
  const thumbnail = await within(section).findByRole('img', { name: 'site.jpg' });
  expect(thumbnail).toHaveAttribute('src', dataUrl('small'));
  expect(sent(api.requests, 'GET', '/LogbookAttachments/11/Thumbnail')[0].responseType).toBe(
    'blob',
  );
  expect(within(section).queryByRole('button', { name: /Remove/ })).toBeNull();

  await userEvent.click(within(section).getByRole('button', { name: 'Open site.jpg' }));
  const dialog = await screen.findByRole('dialog', { name: 'site.jpg' });
  expect(await within(dialog).findByRole('img', { name: 'site.jpg' })).toHaveAttribute(
    'src',
    dataUrl('whole'),
  );
  expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
});

test('a file that cannot be opened says so', async () => {
  api.answer(answers({ 'GET /LogbookAttachments/12': { status: 404, data: {} } }));
  renderWithHost(<LogbookFileTiles files={[PLAN]} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open plan.pdf' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not open the file',
  );
});

test('no section for a week without files; Remove names its file, in Swahili too', async () => {
  const { container, unmount } = renderWithHost(<LogbookFilesSection files={[]} />);
  // Nothing but the host's live regions, which every page has.
  expect(container.querySelectorAll(':scope > :not([aria-live])')).toHaveLength(0);
  expect(container.querySelectorAll('[aria-live]')).toHaveLength(2);
  unmount();
  await act(() => showLanguage('sw'));
  const removed: string[] = [];
  renderWithHost(<LogbookFileTiles files={[PLAN]} onRemove={(file) => removed.push(file.Name)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Ondoa plan.pdf' }));
  expect(removed).toEqual(['plan.pdf']);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Fungua plan.pdf' })).toBeVisible(),
  );
});
