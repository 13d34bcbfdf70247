import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  INTERN,
  mockApi,
  NOTHING_ENDED,
  renderIntern,
  sent,
  type MockApi,
} from '../../../test-utils/render-intern';
import { NO_DAYS_YET } from '../../../test-utils/logbook';
import { captureDownloads } from 'shared-ui/testing';

const profile = {
  user_id: INTERN.user_id,
  Name: INTERN.Name,
  Email: 'amina@example.com',
  PhoneNumber: '+254712345678',
  Position: 'Engineering',
  position_id: 2,
  Role: 'INT',
  Supervisor: null,
};
const base = {
  ...NOTHING_ENDED,
  ...NO_DAYS_YET,
  'GET /User/7/edit': { status: 200, data: { User: profile } },
  'GET /User/7': { status: 200, data: { User: profile, Tasks: [], Overall: null } },
};
const letter = { id: 4, Code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345', IssuedOn: '2027-03-29' };
const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

let api: MockApi;
let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = captureDownloads().saved;
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe("the profile's 'Completion Letter' card", () => {
  test("'Download Letter' saves the intern's live letter", async () => {
    api = mockApi(
      answers({
        ...base,
        'GET /Letter/mine': { status: 200, data: { Letter: letter } },
        'GET /Letter/mine/pdf': { status: 200, data: pdf },
      }),
    );
    renderIntern('/internDashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Completion Letter' })).toBeVisible();
    expect(screen.getByText(/Issued on 29 Mar 2027/)).toHaveTextContent(letter.Code);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Download Letter' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'completion-letter.pdf', blob: pdf }]));
    expect(sent(api.requests, 'GET', '/Letter/mine/pdf')).toHaveLength(1);
  });

  test('is not shown before a letter is issued', async () => {
    api = mockApi(
      answers({ ...base, 'GET /Letter/mine': { status: 200, data: { Letter: null } } }),
    );
    renderIntern('/internDashboard/profile');
    expect(await screen.findByText('No tasks yet')).toBeVisible();
    await waitFor(() => expect(sent(api.requests, 'GET', '/Letter/mine')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Completion Letter' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });
});
