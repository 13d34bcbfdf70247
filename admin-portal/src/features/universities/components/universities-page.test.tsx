import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import type { University } from 'shared-api/universities';
import { bodyOf, mockApi, type MockApi, type RouteAnswer } from 'shared-api/testing';
import {
  answerQuestion,
  answers,
  expectError,
  openTable,
  renderAdmin,
  rowOf,
  sent,
} from '../../../test-utils/render-admin';

const PATH = '/adminDashboard/universities';

const MOI: University = {
  Id: 1,
  Name: 'Moi University',
  Criteria: [
    { Name: 'Punctuality', MaxScore: 5 },
    { Name: 'Teamwork', MaxScore: 10 },
  ],
  CountersignRequired: true,
  Students: 2,
};
const STRATHMORE: University = {
  Id: 2,
  Name: 'Strathmore University',
  Criteria: [],
  CountersignRequired: false,
  Students: 0,
};

let api: MockApi;
let current: University[];

function serve(over: Record<string, RouteAnswer> = {}) {
  api.answer(
    answers({
      'GET /Admin/Universities': () => ({
        status: 200,
        data: { Universities: current, Total: current.length },
      }),
      'POST /Admin/Universities': (request) => {
        const body = bodyOf(request) as Omit<University, 'Id' | 'Students'>;
        current = [...current, { ...body, Id: 3, Students: 0 }];
        return { status: 201, data: { message: 'University added', Id: 3 } };
      },
      'PUT /Admin/Universities/1': (request) => {
        const body = bodyOf(request) as Omit<University, 'Id' | 'Students'>;
        current = current.map((row) => (row.Id === 1 ? { ...row, ...body } : row));
        return { status: 200, data: { message: 'University saved' } };
      },
      'DELETE /Admin/Universities/2': () => {
        current = current.filter((row) => row.Id !== 2);
        return { status: 200, data: { message: 'University deleted' } };
      },
      'DELETE /Admin/Universities/1': {
        status: 409,
        data: { message: 'This university is named by 2 intern(s) and 1 academic supervisor(s).' },
      },
      ...over,
    }),
  );
}

beforeEach(() => {
  current = [MOI, STRATHMORE];
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

const openList = () => openTable(PATH, 'Moi University');

test('lists the universities with their criteria, countersign choice and students, paged by the server', async () => {
  renderAdmin(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Universities' })).toBeVisible();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Name',
    'Visit criteria',
    'Countersignature needed',
    'Students',
    'Action',
  ]);
  const moi = rowOf('Moi University');
  expect(within(moi).getByRole('cell', { name: 'Punctuality (5), Teamwork (10)' })).toBeVisible();
  expect(within(moi).getByRole('cell', { name: 'Yes' })).toBeVisible();
  expect(within(rowOf('Strathmore University')).getByRole('cell', { name: 'No' })).toBeVisible();
  expect(sent(api.requests, 'GET', '/Admin/Universities')[0].params).toMatchObject({
    page: 1,
    pageSize: 10,
  });
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('searchbox'), 'moi');
  await waitFor(() =>
    expect(sent(api.requests, 'GET', '/Admin/Universities').at(-1)?.params).toMatchObject({
      search: 'moi',
    }),
  );
});

test('Add University sends the name, the choice and the criteria rows, and lists it', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Add University' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add University' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kenyatta University');
  await user.click(
    within(dialog).getByRole('checkbox', {
      name: "A logbook copy needs the academic supervisor's countersignature",
    }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Add criterion' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add criterion' }));
  const names = within(dialog).getAllByRole('textbox', { name: /^Criterion/ });
  await user.type(names[0], 'Initiative');
  await user.type(names[1], 'Discarded');
  const scores = within(dialog).getAllByRole('spinbutton', { name: /^Maximum score/ });
  await user.clear(scores[0]);
  await user.type(scores[0], '8');
  await user.click(within(dialog).getByRole('button', { name: 'Remove criterion 2' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('University added')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Admin/Universities')[0])).toEqual({
    Name: 'Kenyatta University',
    CountersignRequired: true,
    Criteria: [{ Name: 'Initiative', MaxScore: 8 }],
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByRole('cell', { name: 'Kenyatta University' })).toBeInTheDocument();
});

test('the form checks its fields, and a name taken (409) shows under Name', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Add University' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add University' });
  await user.click(within(dialog).getByRole('button', { name: 'Add criterion' }));
  const score = within(dialog).getByRole('spinbutton', { name: /^Maximum score/ });
  await user.clear(score);
  await user.type(score, '11');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Criterion is required')).toBeInTheDocument();
  expect(within(dialog).getByText('A whole number from 1 to 10')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Admin/Universities')).toHaveLength(0);

  serve({
    'POST /Admin/Universities': {
      status: 409,
      data: {
        message: 'This university already exists.',
        errors: { Name: ['This university already exists.'] },
      },
    },
  });
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Moi University');
  await user.click(within(dialog).getByRole('button', { name: 'Remove criterion 1' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(await within(dialog).findByText('This university already exists.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Moi University');
});

test('Edit opens the form filled in and saves it', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Edit Moi University' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit University' });
  expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Moi University');
  expect(within(dialog).getByRole('checkbox')).toBeChecked();
  expect(
    within(dialog)
      .getAllByRole('textbox', { name: /^Criterion/ })
      .map((input) => (input as HTMLInputElement).value),
  ).toEqual(['Punctuality', 'Teamwork']);
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('University saved')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Admin/Universities/1')[0])).toEqual({
    Name: 'Moi University',
    CountersignRequired: false,
    Criteria: MOI.Criteria,
  });
  await waitFor(() =>
    expect(within(rowOf('Moi University')).getByRole('cell', { name: 'No' })).toBeVisible(),
  );
});

test('Delete asks first; one in use says why (409), one unused goes', async () => {
  const user = await openList();
  await user.click(screen.getByRole('button', { name: 'Delete Moi University' }));
  await answerQuestion(user, 'Delete this university?', 'Yes');
  const error = await expectError('Could not delete the university');
  expect(error).toHaveTextContent(
    'This university is named by 2 intern(s) and 1 academic supervisor(s).',
  );
  await user.click(within(error).getByRole('button'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Delete Strathmore University' }));
  await answerQuestion(user, 'Delete this university?', 'Yes');
  expect(await screen.findByText('University deleted')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Strathmore University' })).toBeNull(),
  );
});

test("a failed load says 'Could not get the universities'", async () => {
  serve({ 'GET /Admin/Universities': { status: 500, data: {} } });
  renderAdmin(PATH);
  await expectError('Could not get the universities');
});

test('in Swahili, the page, its columns and its form are in Swahili', async () => {
  await act(() => showLanguage('sw'));
  const user = await openList();
  expect(screen.getByRole('heading', { level: 1, name: 'Vyuo vikuu' })).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
    expect.arrayContaining(['Vigezo vya ziara', 'Sahihi ya pili inahitajika', 'Wanafunzi']),
  );
  await user.click(screen.getByRole('button', { name: 'Ongeza Chuo Kikuu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ongeza Chuo Kikuu' });
  expect(within(dialog).getByRole('button', { name: 'Ongeza kigezo' })).toBeInTheDocument();
});
