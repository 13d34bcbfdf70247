import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationHistoryEntry } from 'shared-api';
import { mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import {
  answerQuestion,
  answers,
  application,
  expectError,
  renderAdmin,
  sent,
} from '../../../test-utils/render-admin';
import { captureDownloads } from 'shared-ui/testing';

const PATH = '/adminDashboard/interviewDetails/viewDetails/4';
const QUESTION = 'Erase the personal data of this applicant? This cannot be undone.';
const detail = (name: string) => ({
  Applicant: application(4, { Name: name, ApplicationStatus: 'Accepted' }),
  Cv: 'https://files.example/cv4',
  AttachmentLetter: 'https://files.example/letter4',
});
const admin = { user_id: 1, Name: 'Grace Admin' };
const entry = (over: Partial<ApplicationHistoryEntry>): ApplicationHistoryEntry => ({
  id: 1,
  Kind: 'status',
  FromStatus: 'Accepted',
  ToStatus: 'Accepted',
  At: '2026-11-22T12:05:00.000Z',
  By: admin,
  Email: null,
  File: null,
  ...over,
});
const zip = new Blob(['PK\u0003\u0004'], { type: 'application/zip' });

let api: MockApi;
let erased: boolean;
let exported: boolean;
function serve(overrides: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      'GET /Apply/4': () => ({ status: 200, data: detail(erased ? 'Erased' : 'Chao Wen') }),
      'GET /Apply/4/History': () => ({
        status: 200,
        data: {
          History: [
            ...(exported ? [entry({ id: 8, Kind: 'exported' })] : []),
            ...(erased ? [entry({ id: 9, Kind: 'erased' })] : []),
          ],
        },
      }),
      'GET /Admin/Application/4/PersonalData': () => {
        exported = true;
        return { status: 200, data: zip };
      },
      'DELETE /Admin/Application/4/PersonalData': () => {
        erased = true;
        return { status: 200, data: { message: 'Personal data erased' } };
      },
      ...overrides,
    }),
  );
}

let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  erased = false;
  exported = false;
  api = mockApi();
  serve();
  saved = captureDownloads().saved;
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

test("'Export personal data' saves the applicant's ZIP, and the history shows the export", async () => {
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Export personal data' }));
  await waitFor(() =>
    expect(saved).toEqual([{ name: 'application-4-personal-data.zip', blob: zip }]),
  );
  expect(sent(api.requests, 'GET', '/Admin/Application/4/PersonalData')[0].responseType).toBe(
    'blob',
  );
  const list = await screen.findByRole('list', { name: 'History' });
  await waitFor(() =>
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Personal data exported22 Nov 2026, 15:05 · by Grace Admin',
    ),
  );
});

test("a failed export says 'Could not export personal data'", async () => {
  serve({
    'GET /Admin/Application/4/PersonalData': {
      status: 404,
      data: new Blob([JSON.stringify({ message: 'Application not found' })]),
    },
  });
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Export personal data' }));
  await expectError('Could not export personal data');
  expect(saved).toEqual([]);
});

test("'Erase personal data' asks, erases, says so and shows the application as it now is", async () => {
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
  await answerQuestion(user, QUESTION, 'Cancel');
  expect(sent(api.requests, 'DELETE', '/Admin/Application/4/PersonalData')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
  await answerQuestion(user, QUESTION, 'Yes');
  // The toast says it (the history below will say it too).
  expect(await screen.findByRole('alert')).toHaveTextContent('Personal data erased');
  // That application and its history are read again.
  const table = await screen.findByRole('table', { name: 'Applicant details' });
  await waitFor(() => expect(within(table).getByText('Erased')).toBeInTheDocument());
  const list = await screen.findByRole('list', { name: 'History' });
  await waitFor(() =>
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Personal data erased22 Nov 2026, 15:05 · by Grace Admin',
    ),
  );
});

test("a failed erasure says 'Could not erase personal data'", async () => {
  serve({ 'DELETE /Admin/Application/4/PersonalData': { status: 500, data: {} } });
  renderAdmin(PATH);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
  await answerQuestion(user, QUESTION, 'Yes');
  await expectError('Could not erase personal data');
});

test('the history names files opened, exports and erasures, by whom', async () => {
  serve({
    'GET /Apply/4/History': {
      status: 200,
      data: {
        History: [
          entry({ id: 1, FromStatus: null, ToStatus: 'Processing', By: null, Email: 'sent' }),
          entry({ id: 2, Kind: 'file-opened', File: 'Cv' }),
          entry({ id: 3, Kind: 'file-opened', File: 'AttachmentLetter' }),
          entry({ id: 4, Kind: 'exported' }),
          entry({ id: 5, Kind: 'erased', By: null }),
          entry({ id: 6, Kind: 'erased' }),
        ],
      },
    },
  });
  renderAdmin(PATH);
  const list = await screen.findByRole('list', { name: 'History' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Applied (Processing)22 Nov 2026, 15:05 · by the applicant · Email sent',
    'CV opened22 Nov 2026, 15:05 · by Grace Admin',
    'University letter opened22 Nov 2026, 15:05 · by Grace Admin',
    'Personal data exported22 Nov 2026, 15:05 · by Grace Admin',
    'Personal data erased22 Nov 2026, 15:05 · by the applicant',
    'Personal data erased22 Nov 2026, 15:05 · by Grace Admin',
  ]);
});
