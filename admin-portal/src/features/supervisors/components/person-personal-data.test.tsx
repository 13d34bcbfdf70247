import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import { EDIT_PAGES, editPageAnswers } from '../../../test-utils/person-edit-page';
import {
  answerQuestion,
  answers,
  expectError,
  renderAdmin,
  sent,
} from '../../../test-utils/render-admin';
import { captureDownloads } from 'shared-ui/testing';

// The supervisor and the intern edit pages share the personal-data actions; each is tested here.
const CASES = [
  {
    ...EDIT_PAGES.supervisor,
    question: 'Erase the personal data of this supervisor? This cannot be undone.',
  },
  {
    ...EDIT_PAGES.intern,
    question: 'Erase the personal data of this intern? This cannot be undone.',
  },
];
const zip = new Blob(['PK\u0003\u0004'], { type: 'application/zip' });

let api: MockApi;
function serve(overrides: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      ...editPageAnswers(),
      'GET /Admin/User/5/PersonalData': { status: 200, data: zip },
      'DELETE /Admin/User/5/PersonalData': {
        status: 200,
        data: { message: 'Personal data erased' },
      },
      ...overrides,
    }),
  );
}

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  api = mockApi();
  serve();
  saved = captureDownloads().saved;
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe.each(CASES)("the $kind's personal data", ({ path, list, question }) => {
  test("'Export personal data' saves the ZIP and stays on the page", async () => {
    renderAdmin(path);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { name: 'Personal data' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Export personal data' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'user-5-personal-data.zip', blob: zip }]));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  test("'Erase personal data' asks, erases, says so and returns to the list", async () => {
    renderAdmin(path);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    await answerQuestion(user, question, 'Cancel');
    expect(sent(api.requests, 'DELETE', '/Admin/User/5/PersonalData')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
    await answerQuestion(user, question, 'Yes');
    expect(await screen.findByText('Personal data erased')).toBeInTheDocument();
    expect(sent(api.requests, 'DELETE', '/Admin/User/5/PersonalData')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(list));
  });

  test("a failed erasure says 'Could not erase personal data' and stays", async () => {
    serve({ 'DELETE /Admin/User/5/PersonalData': { status: 500, data: {} } });
    renderAdmin(path);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    await answerQuestion(user, question, 'Yes');
    await expectError('Could not erase personal data');
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  test("a failed export says 'Could not export personal data'", async () => {
    serve({ 'GET /Admin/User/5/PersonalData': { status: 500, data: new Blob(['oops']) } });
    renderAdmin(path);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Export personal data' }));
    await expectError('Could not export personal data');
    expect(saved).toEqual([]);
  });

  test('offers no personal-data action when the person cannot be loaded', async () => {
    serve({ 'GET /User/5/edit': { status: 404, data: { message: 'User not found' } } });
    renderAdmin(path);
    await screen.findByRole('dialog', { name: 'Error' });
    expect(screen.queryByRole('button', { name: 'Erase personal data', hidden: true })).toBeNull();
  });
});
