import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answers,
  bodyOf,
  mockApi,
  renderSupervisor,
  sent,
  signIn,
  type MockApi,
} from '../../../test-utils/render-supervisor';

const EMPTY = {
  TechnicalSkill: null,
  QualityOfWork: null,
  Communication: null,
  Teamwork: null,
  Initiative: null,
  Reliability: null,
  Assessment: null,
  Recommendation: null,
  SubmittedAt: null,
  Supervisor: null,
};
const COMPLETE = {
  TechnicalSkill: 4,
  QualityOfWork: 5,
  Communication: 3,
  Teamwork: 4,
  Initiative: 2,
  Reliability: 5,
  Assessment: 'Careful and quick to learn.',
  Recommendation: 'Highly recommended',
};
const EMPTY_VALUES = Object.fromEntries(
  Object.keys(COMPLETE).map((field) => [field, null]),
) as Record<string, null>;

const answer = (over: object = {}) => ({
  status: 200,
  data: {
    Intern: { id: 21, Name: 'Achieng Atieno' },
    Evaluation: EMPTY,
    OpensOn: null,
    Writable: true,
    ...over,
  },
});

// Days expected, present, excused, absent, and the share present (docs/decisions.md).
const ATTENDANCE = {
  status: 200,
  data: { Expected: 40, Present: 35, Excused: 2, Absent: 3, SharePresent: 92 },
};

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(
    answers({
      'GET /Attendance/21': ATTENDANCE,
      'GET /Evaluation/21': answer(),
      'PUT /Evaluation/21': { status: 200, data: { message: 'Draft saved' } },
      'POST /Evaluation/21/submit': { status: 200, data: { message: 'Evaluation submitted' } },
    }),
  );
});
afterEach(() => api.restore());

async function open() {
  renderSupervisor('/supervisorDashboard/interns/21/evaluation');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Final Evaluation' });
  return userEvent.setup({ delay: null });
}

test("saves a draft with open fields: 'Draft saved', the scores as numbers, blanks as null", async () => {
  const user = await open();
  expect(screen.getByText('Achieng Atieno')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Technical skill'), '4');
  await user.type(screen.getByLabelText('Assessment'), 'Started well.');
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Evaluation/21')[0])).toEqual({
    ...EMPTY_VALUES,
    TechnicalSkill: 4,
    Assessment: 'Started well.',
  });
});

test('a submit with open fields says what is missing and sends nothing', async () => {
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Submit Evaluation' }));
  expect(await screen.findByText('Rate Teamwork from 1 to 5.')).toBeInTheDocument();
  expect(screen.getByText('Write the assessment before submitting.')).toBeInTheDocument();
  expect(screen.getByText('Choose a recommendation.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Evaluation/21/submit')).toHaveLength(0);
});

test("submits after a confirmation: 'Evaluation submitted', then the read-only view", async () => {
  api.answer(
    answers({
      'GET /Attendance/21': ATTENDANCE,
      'GET /Evaluation/21': answer({ Evaluation: { ...EMPTY, ...COMPLETE } }),
      'POST /Evaluation/21/submit': { status: 200, data: { message: 'Evaluation submitted' } },
    }),
  );
  const user = await open();
  expect(screen.getByLabelText('Recommendation')).toHaveValue('Highly recommended');
  await user.click(screen.getByRole('button', { name: 'Submit Evaluation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit the final evaluation?' });
  expect(dialog).toHaveTextContent('read-only');
  api.answer(
    answers({
      'GET /Attendance/21': ATTENDANCE,
      'GET /Evaluation/21': answer({
        Evaluation: {
          ...COMPLETE,
          SubmittedAt: '2027-06-25T09:00:00Z',
          Supervisor: 'Wanjiru Kamau',
        },
        Writable: false,
      }),
      'POST /Evaluation/21/submit': { status: 200, data: { message: 'Evaluation submitted' } },
    }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Evaluation submitted')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Evaluation/21/submit')[0])).toEqual(COMPLETE);
  expect(await screen.findByText(/Submitted on 25 Jun 2027 by Wanjiru Kamau/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
  expect(screen.getByText('Careful and quick to learn.')).toBeInTheDocument();
});

test('before the window: says when it opens, and shows no form', async () => {
  api.answer(
    answers({
      'GET /Attendance/21': ATTENDANCE,
      'GET /Evaluation/21': answer({ OpensOn: '2027-06-23', Writable: false }),
    }),
  );
  await open();
  expect(screen.getByText('The final evaluation opens on 23 Jun 2027.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
});

test("a refused save (409) shows the server's reason", async () => {
  api.answer(
    answers({
      'GET /Attendance/21': ATTENDANCE,
      'GET /Evaluation/21': answer(),
      'PUT /Evaluation/21': {
        status: 409,
        data: { message: 'This final evaluation has been submitted and can no longer be changed.' },
      },
    }),
  );
  const user = await open();
  await user.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'can no longer be changed',
  );
});

test("shows the intern's attendance beside the ratings", async () => {
  await open();
  const card = await screen.findByRole('table', { name: 'Attendance' });
  expect(
    within(card)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['Days expected40', 'Present35', 'Excused2', 'Absent3', 'Share present92 %']);
  expect(sent(api.requests, 'GET', '/Attendance/21')).toHaveLength(1);
});
