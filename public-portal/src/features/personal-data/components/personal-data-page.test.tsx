import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answers, mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { answerQuestion, renderAt, captureDownloads } from 'shared-ui/testing';
import PublicRoutes from '../../../routes';

const who = { Name: 'Ada Lovelace', Email: 'ada@example.com', Position: 'Engineering' };
const USED = 'This link has already been used or has expired.';
const ERASED = 'Your application has been withdrawn and your personal data erased.';

let api: MockApi;
function serve(table: Record<string, RouteAnswer>) {
  api.answer(answers(table));
}
beforeEach(() => {
  api = mockApi();
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function open(token = 'tk-1') {
  renderAt(<PublicRoutes notFound={null} />, { at: `/personalData/${token}` });
  return userEvent.setup({ delay: null });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('an erase link', () => {
  beforeEach(() =>
    serve({
      'GET /PersonalData/tk-1': { status: 200, data: { Action: 'erase', ...who } },
      'POST /PersonalData/tk-1/Erase': { status: 200, data: { message: ERASED } },
    }),
  );

  it('loads first, then says what will be erased, and erases nothing until asked', async () => {
    open();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erase your personal data' }),
    ).toBeVisible();
    expect(rowsOf(screen.getByRole('table', { name: /What will be erased/ }))).toEqual([
      'NameAda Lovelace',
      'Emailada@example.com',
      'PositionEngineering',
    ]);
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(api.requests.map((request) => request.method)).toEqual(['get']);
  });

  it('says plainly that an intern account made from the application goes too', async () => {
    serve({
      'GET /PersonalData/tk-1': {
        status: 200,
        data: { Action: 'erase', ...who, HasAccount: true },
      },
    });
    open();
    const table = await screen.findByRole('table', { name: /What will be erased/ });
    expect(table).toHaveAccessibleName(/deletes your intern account/);
    expect(screen.getByText(/You will no longer be able to sign in/)).toBeVisible();
  });

  it('says nothing of an account when there is none', async () => {
    open();
    await screen.findByRole('table', { name: /What will be erased/ });
    expect(screen.queryByText(/intern account/)).toBeNull();
  });

  it("erases after the confirmation and shows the server's message", async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Erase my data' }));
    await answerQuestion(user, 'Erase your personal data? This cannot be undone.', 'Cancel');
    expect(api.requests).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Erase my data' }));
    await answerQuestion(user, 'Erase your personal data? This cannot be undone.', 'Yes');
    expect(await screen.findByText(ERASED)).toBeVisible();
    expect(api.requests[1]).toMatchObject({ method: 'post', url: '/PersonalData/tk-1/Erase' });
    expect(screen.queryByRole('button', { name: 'Erase my data' })).toBeNull();
  });

  it("shows the server's message when the link was used meanwhile", async () => {
    serve({
      'GET /PersonalData/tk-1': { status: 200, data: { Action: 'erase', ...who } },
      'POST /PersonalData/tk-1/Erase': { status: 410, data: { message: USED } },
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Erase my data' }));
    await answerQuestion(user, 'Erase your personal data? This cannot be undone.', 'Yes');
    expect(await screen.findByRole('alert')).toHaveTextContent(USED);
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  it("says 'Could not make the request!' when the server fails", async () => {
    serve({
      'GET /PersonalData/tk-1': { status: 200, data: { Action: 'erase', ...who } },
      'POST /PersonalData/tk-1/Erase': { status: 500, data: {} },
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Erase my data' }));
    await answerQuestion(user, 'Erase your personal data? This cannot be undone.', 'Yes');
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
      'Could not make the request!',
    );
  });
});

describe('an export link', () => {
  const zip = new Blob(['PK\u0003\u0004'], { type: 'application/zip' });
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    serve({
      'GET /PersonalData/tk-2': { status: 200, data: { Action: 'export', ...who } },
      'POST /PersonalData/tk-2/Export': { status: 200, data: zip },
    });
    saved = captureDownloads().saved;
  });

  it('downloads the ZIP as personal-data.zip, then says the link is spent', async () => {
    const user = open('tk-2');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Download a copy of your personal data',
      }),
    ).toBeVisible();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('Your data has been downloaded. This link cannot be used again.'),
    ).toBeVisible();
    expect(saved).toEqual([{ name: 'personal-data.zip', blob: zip }]);
    expect(api.requests[1]).toMatchObject({
      method: 'post',
      url: '/PersonalData/tk-2/Export',
      responseType: 'blob',
    });
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
  });

  it("shows a used link's message, though it came as a file", async () => {
    serve({
      'GET /PersonalData/tk-2': { status: 200, data: { Action: 'export', ...who } },
      'POST /PersonalData/tk-2/Export': {
        status: 410,
        data: new Blob([JSON.stringify({ message: USED })], { type: 'application/json' }),
      },
    });
    const user = open('tk-2');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(USED);
    expect(saved).toEqual([]);
  });
});

describe('a link that cannot be used', () => {
  it.each([
    [410, USED],
    [404, 'This link is not valid.'],
  ])("shows the server's message for a %i", async (status, message) => {
    serve({ 'GET /PersonalData/tk-3': { status, data: { message } } });
    open('tk-3');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Your personal data' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /my data/ })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  it("says 'Could not open this link' when the server fails", async () => {
    serve({ 'GET /PersonalData/tk-3': { status: 500, data: {} } });
    const user = open('tk-3');
    const dialog = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Could not open this link');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Could not open this link'),
    );
  });
});
