import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LogbookEntry } from 'shared-api';
import {
  answers,
  mockApi,
  renderIntern,
  sent,
  type MockApi,
} from '../../../test-utils/render-intern';
import { entry, WEEK_PATH } from '../../../test-utils/logbook';

const PHOTO = {
  Id: 11,
  Name: 'site.jpg',
  ContentType: 'image/jpeg' as const,
  Size: 120_000,
  AddedAt: '2027-01-05T09:00:00Z',
};
const PLAN = { ...PHOTO, Id: 12, Name: 'plan.pdf', ContentType: 'application/pdf' as const };

let api: MockApi;
function serve(current: LogbookEntry, more: Parameters<typeof answers>[0] = {}) {
  api.answer(
    answers({
      [`GET ${WEEK_PATH}`]: { status: 200, data: current },
      'GET /LogbookAttachments/11/Thumbnail': { status: 200, data: new Blob(['jpeg']) },
      [`POST ${WEEK_PATH}/Attachments`]: { status: 201, data: PHOTO },
      [`DELETE ${WEEK_PATH}/Attachments/11`]: { status: 200, data: { message: 'File removed' } },
      ...more,
    }),
  );
}
beforeEach(() => {
  api = mockApi();
});
afterEach(() => api.restore());

async function open() {
  renderIntern('/internDashboard/logbook/2027-01-04');
  await screen.findByRole('heading', { level: 1, name: 'Week of 4 Jan 2027' });
  return {
    user: userEvent.setup({ delay: null }),
    section: screen.getByRole('region', { name: 'Photos and files' }),
  };
}

const pdf = () => new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });

test('an empty week says so and sends a chosen file as its File part', async () => {
  serve(entry());
  const { user, section } = await open();
  expect(within(section).getByText('Up to five images or PDFs, 5 MB each.')).toBeInTheDocument();
  expect(within(section).getByText('No photos or files yet.')).toBeInTheDocument();
  const input = section.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept).toBe('image/jpeg,image/png,image/webp,application/pdf');
  await user.upload(input, pdf());
  expect(await screen.findByText('File added')).toBeInTheDocument();
  const [post] = sent(api.requests, 'POST', `${WEEK_PATH}/Attachments`);
  const file = (post.data as FormData).get('File') as File;
  expect([file.name, file.type]).toEqual(['plan.pdf', 'application/pdf']);
  // The week is read again: its answer lists the files.
  await waitFor(() => expect(sent(api.requests, 'GET', WEEK_PATH)).toHaveLength(2));
});

test('shows the files as tiles with Remove while the week is a draft', async () => {
  serve(entry({ State: 'draft', Id: 4, Attachments: [PHOTO, PLAN] }));
  const { user, section } = await open();
  expect(within(section).getByRole('button', { name: 'Open site.jpg' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Open plan.pdf' })).toBeInTheDocument();
  expect(within(section).getByText('PDF')).toBeInTheDocument();
  await waitFor(() =>
    expect(sent(api.requests, 'GET', '/LogbookAttachments/11/Thumbnail')).toHaveLength(1),
  );
  // A PDF has no thumbnail to ask for.
  expect(sent(api.requests, 'GET', '/LogbookAttachments/12/Thumbnail')).toHaveLength(0);
  await user.click(within(section).getByRole('button', { name: 'Remove site.jpg' }));
  expect(await screen.findByText('File removed')).toBeInTheDocument();
  expect(sent(api.requests, 'DELETE', `${WEEK_PATH}/Attachments/11`)).toHaveLength(1);
});

test("a refused file says 'Could not add the file' with the server's reason", async () => {
  const reason = 'A week holds at most five photos or files.';
  serve(entry({ State: 'draft', Id: 4 }), {
    [`POST ${WEEK_PATH}/Attachments`]: { status: 422, data: { message: reason } },
  });
  const { user, section } = await open();
  await user.upload(section.querySelector<HTMLInputElement>('input[type="file"]')!, pdf());
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(dialog).toHaveTextContent('Could not add the file');
  expect(dialog).toHaveTextContent(reason);
});

test('a submitted week shows its files without Remove or Add', async () => {
  serve(entry({ State: 'submitted', Id: 4, Attachments: [PLAN] }));
  const { section } = await open();
  expect(within(section).getByRole('button', { name: 'Open plan.pdf' })).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: /Remove/ })).toBeNull();
  expect(within(section).queryByText('Add a photo or file')).toBeNull();
  expect(within(section).queryByText('Up to five images or PDFs, 5 MB each.')).toBeNull();
});

test('five files leave no room for a sixth', async () => {
  const five = [1, 2, 3, 4, 5].map((id) => ({ ...PLAN, Id: 20 + id, Name: `page-${id}.pdf` }));
  serve(entry({ State: 'draft', Id: 4, Attachments: five }));
  const { section } = await open();
  expect(within(section).getByRole('button', { name: 'Add a photo or file' })).toBeDisabled();
});
