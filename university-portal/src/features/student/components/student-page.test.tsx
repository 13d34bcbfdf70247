import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcademicStudent, AcademicWeek } from 'shared-api/academic';
import type { Visit } from 'shared-api/visits';
import { captureDownloads } from 'shared-ui/testing';
import {
  answers,
  bodyOf,
  failures,
  mockApi,
  renderUniversity,
  sent,
  signIn,
  type MockApi,
} from '../../../test-utils/render-university';

const PATH = '/universityDashboard/students/21';

const STUDENT: AcademicStudent = {
  Id: 21,
  Name: 'Achieng Atieno',
  Email: 'achieng@example.com',
  Position: 'Data',
  Supervisor: 'Wanjiru Kamau',
  University: 'University of Nairobi',
  StudyProgramme: 'BSc Computer Science',
  StartsOn: '2026-01-05',
  EndsOn: '2099-06-30',
  Attendance: { DaysExpected: 20, DaysPresent: 17, DaysExcused: 2, DaysAbsent: 1 },
  Evaluation: null,
  LetterAvailable: false,
  LogbookCopyAvailable: true,
  CountersignRequired: false,
  Criteria: [
    { Name: 'Punctuality', MaxScore: 5 },
    { Name: 'Initiative', MaxScore: 10 },
  ],
};

function week(id: number, start: string, over: Partial<AcademicWeek> = {}): AcademicWeek {
  return {
    Id: id,
    WeekStart: start,
    WeekEnd: start.replace(
      /-(\d\d)$/,
      (_, day: string) => `-${String(Number(day) + 4).padStart(2, '0')}`,
    ),
    Days: [],
    Activities: `Activities of week ${id}`,
    Learned: 'Learned',
    Hours: 38,
    SignedBy: 'Wanjiru Kamau',
    SignedAt: '2026-02-06T10:00:00Z',
    Countersignature: null,
    Attachments: [],
    ...over,
  };
}

const VISIT: Visit = {
  Id: 3,
  VisitedOn: '2026-02-03',
  VisitorName: 'Dr. Amina Otieno',
  Met: 'Wanjiru Kamau',
  Assessment: 'Settled in well.',
  Scores: [{ Name: 'Punctuality', MaxScore: 5, Score: 4 }],
  CreatedAt: '2026-02-03T12:00:00Z',
};

let student: AcademicStudent;
let weeks: AcademicWeek[];
let visits: Visit[];
let api: MockApi;
const routes = () =>
  answers({
    'GET /Academic/Students/21': () => ({ status: 200, data: student }),
    'GET /Academic/Students/21/Logbook': () => ({
      status: 200,
      data: { Weeks: weeks, Total: weeks.length },
    }),
    'GET /Academic/Students/21/Tasks': {
      status: 200,
      data: {
        Tasks: [
          {
            id: 7,
            Task: 'Write the report',
            Description: '',
            Deadline: '2026-02-10',
            Status: 'Completed',
            Rating: 80,
            AssignedTo: 21,
            assignedto: { Name: 'Achieng Atieno' },
            assignedby: { user_id: 4, Name: 'Wanjiru Kamau' },
          },
        ],
        Total: 1,
      },
    },
    'GET /Academic/Students/21/Visits': () => ({ status: 200, data: { Visits: visits } }),
  });

beforeEach(() => {
  signIn();
  student = { ...STUDENT };
  weeks = [
    week(12, '2026-02-09'),
    week(11, '2026-02-02', {
      Countersignature: { SignerName: 'Dr. Amina Otieno', SignedAt: '2026-02-07T09:00:00Z' },
    }),
  ];
  visits = [VISIT];
  api = mockApi(routes());
});
afterEach(() => api.restore());

async function open() {
  renderUniversity(PATH);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Achieng Atieno' });
  await screen.findByText('Activities of week 12');
  return userEvent.setup({ delay: null });
}

const countOf = (url: string) => sent(api.requests, 'GET', url).length;

test('shows the internship, attendance, signed weeks, tasks, evaluation and visits', async () => {
  await open();
  for (const text of [
    'achieng@example.com',
    'Wanjiru Kamau',
    'University of Nairobi',
    'BSc Computer Science',
    '5 Jan 2026 – 30 Jun 2099',
  ]) {
    expect(screen.getAllByText(text)[0]).toBeInTheDocument();
  }
  expect(screen.getByRole('heading', { name: 'Attendance' })).toBeInTheDocument();
  expect(screen.getByText('94 %')).toBeInTheDocument();

  const weeksTable = screen.getByRole('table', { name: 'Logbook: signed weeks' });
  const open12 = within(weeksTable).getByText('Activities of week 12').closest('tr')!;
  expect(
    within(open12 as HTMLElement).getByRole('button', {
      name: 'Countersign the week of 9 Feb – 13 Feb 2026',
    }),
  ).toHaveTextContent('Countersign');
  const done = within(weeksTable).getByText('Activities of week 11').closest('tr')!;
  expect(done).toHaveTextContent('Countersigned by Dr. Amina Otieno on 7 Feb 2026');
  expect(within(done as HTMLElement).queryByRole('button')).toBeNull();

  const tasks = screen.getByRole('table', { name: 'Tasks' });
  expect(within(tasks).getByText('Write the report').closest('tr')).toHaveTextContent('80');

  expect(
    screen.getByText('The workplace supervisor has not submitted it yet.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Workplace visits' })).toHaveTextContent(
    'Punctuality 4/5',
  );
  expect(screen.getByRole('button', { name: 'Download the logbook' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download the letter' })).toBeNull();
});

test('shows the evaluation once submitted and downloads the letter', async () => {
  student = {
    ...STUDENT,
    LetterAvailable: true,
    Evaluation: {
      TechnicalSkill: 4,
      QualityOfWork: 5,
      Communication: 3,
      Teamwork: 4,
      Initiative: 5,
      Reliability: 4,
      Assessment: 'Careful and quick to learn.',
      Recommendation: 'Recommended',
      SubmittedAt: '2026-06-25T10:00:00Z',
      Supervisor: 'Wanjiru Kamau',
    },
  };
  const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
  api.answer(
    answers({
      'GET /Academic/Students/21/Letter': { status: 200, data: pdf },
    }),
  );
  api.restore();
  api = mockApi((request) => {
    if (request.url === '/Academic/Students/21/Letter') return { status: 200, data: pdf };
    return routes()(request);
  });
  const downloads = captureDownloads();
  try {
    const user = await open();
    expect(screen.getByText('Submitted on 25 Jun 2026 by Wanjiru Kamau.')).toBeInTheDocument();
    expect(screen.getByText('Careful and quick to learn.')).toBeInTheDocument();
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the letter' }));
    await waitFor(() => expect(downloads.saved).toEqual([{ name: 'letter.pdf', blob: pdf }]));
  } finally {
    downloads.restore();
  }
});

test('Countersign asks first, then refreshes the weeks, the student and the list, not the visits', async () => {
  const user = await open();
  const before = {
    weeks: countOf('/Academic/Students/21/Logbook'),
    student: countOf('/Academic/Students/21'),
    visits: countOf('/Academic/Students/21/Visits'),
  };
  api.restore();
  api = mockApi((request) => {
    if (request.method === 'post' && request.url === '/Academic/Logbook/12/Countersign') {
      weeks = [
        week(12, '2026-02-09', {
          Countersignature: { SignerName: 'Dr. Amina Otieno', SignedAt: '2026-02-14T09:00:00Z' },
        }),
        weeks[1],
      ];
      return { status: 200, data: { message: 'Week countersigned' } };
    }
    return routes()(request);
  });
  await user.click(screen.getByRole('button', { name: /^Countersign the week of 9 Feb/ }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Countersign this signed week? It cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Countersign' }));
  expect(await screen.findByText('Week countersigned')).toBeInTheDocument();
  expect(
    await screen.findByText('Countersigned by Dr. Amina Otieno on 14 Feb 2026'),
  ).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Academic/Logbook/12/Countersign')).toHaveLength(1);
  expect(countOf('/Academic/Students/21/Logbook')).toBe(1);
  expect(countOf('/Academic/Students/21')).toBe(1);
  expect(countOf('/Academic/Students/21/Visits')).toBe(0);
  expect(before.visits).toBe(1);
});

test('a refused countersignature shows the server’s reason', async () => {
  const user = await open();
  api.answer(
    answers({
      'POST /Academic/Logbook/12/Countersign': {
        status: 409,
        data: { message: 'This week is countersigned already.' },
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: /^Countersign the week of 9 Feb/ }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Countersign' }));
  const error = await screen.findByRole('dialog', { name: 'Error' });
  expect(error).toHaveTextContent('Could not countersign the week');
  expect(error).toHaveTextContent('This week is countersigned already.');
});

test('Record a visit checks the fields, sends the scores by criterion and refreshes the visits', async () => {
  const user = await open();
  const form = screen
    .getByRole('heading', { name: 'Record a visit' })
    .closest('div') as HTMLElement;
  await user.click(within(form).getByRole('button', { name: 'Record the visit' }));
  expect(await within(form).findByText('Choose a date')).toBeInTheDocument();
  expect(within(form).getByText('Who you met is required')).toBeInTheDocument();
  expect(within(form).getByText('Give Punctuality a whole number from 0 to 5')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Academic/Students/21/Visits')).toHaveLength(0);

  api.restore();
  api = mockApi((request) => {
    if (request.method === 'post' && request.url === '/Academic/Students/21/Visits') {
      visits = [{ ...VISIT, Id: 4, VisitedOn: '2026-02-10', Met: 'The team lead' }, VISIT];
      return { status: 201, data: { Id: 4 } };
    }
    return routes()(request);
  });
  await user.type(within(form).getByLabelText(/Date of the visit/), '2026-02-10');
  await user.type(within(form).getByRole('textbox', { name: /Who you met/ }), 'The team lead');
  await user.type(within(form).getByRole('textbox', { name: /Assessment/ }), 'Doing well.');
  await user.type(within(form).getByRole('spinbutton', { name: /Punctuality/ }), '5');
  await user.type(within(form).getByRole('spinbutton', { name: /Initiative/ }), '8');
  await user.click(within(form).getByRole('button', { name: 'Record the visit' }));
  expect(await screen.findByText('Visit recorded')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'POST', '/Academic/Students/21/Visits')[0])).toEqual({
    VisitedOn: '2026-02-10',
    Met: 'The team lead',
    Assessment: 'Doing well.',
    Scores: [
      { Name: 'Punctuality', Score: 5 },
      { Name: 'Initiative', Score: 8 },
    ],
  });
  expect(await screen.findByText('The team lead')).toBeInTheDocument();
  expect(countOf('/Academic/Students/21/Visits')).toBe(1);
  expect(countOf('/Academic/Students/21/Logbook')).toBe(0);
  expect(within(form).getByRole('textbox', { name: /Who you met/ })).toHaveValue('');
});

test("the server's refusal shows under its field and keeps what was typed", async () => {
  const user = await open();
  api.answer(
    answers({
      'POST /Academic/Students/21/Visits': {
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { VisitedOn: ['The VisitedOn must not be in the future.'] },
        },
      },
    }),
  );
  const form = screen
    .getByRole('heading', { name: 'Record a visit' })
    .closest('div') as HTMLElement;
  await user.type(within(form).getByLabelText(/Date of the visit/), '2026-02-10');
  await user.type(within(form).getByRole('textbox', { name: /Who you met/ }), 'The team lead');
  await user.type(within(form).getByRole('textbox', { name: /Assessment/ }), 'Doing well.');
  await user.type(within(form).getByRole('spinbutton', { name: /Punctuality/ }), '5');
  await user.type(within(form).getByRole('spinbutton', { name: /Initiative/ }), '8');
  await user.click(within(form).getByRole('button', { name: 'Record the visit' }));
  expect(
    await within(form).findByText('The VisitedOn must not be in the future.'),
  ).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: /Who you met/ })).toHaveValue('The team lead');
});

test('a student out of reach says so, with the way back', async () => {
  api.answer(
    answers({
      'GET /Academic/Students/21': { status: 404, data: { message: 'Student not found' } },
    }),
  );
  renderUniversity(PATH);
  // The error popup and the page say it; the page keeps the way back.
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get this student',
  );
  expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(
    'Could not get this student: Student not found',
  );
  expect(screen.getByRole('link', { name: 'Back to My students', hidden: true })).toHaveAttribute(
    'href',
    '/universityDashboard',
  );
});

test("a failed load of the weeks says 'Could not get the logbook'", async () => {
  api.answer((request) =>
    request.url === '/Academic/Students/21/Logbook' ? failures.server : routes()(request),
  );
  renderUniversity(PATH);
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get the logbook',
  );
});

test("a signed week's photos and files show as tiles; a week without any reads —", async () => {
  const plan = {
    Id: 31,
    Name: 'plan.pdf',
    ContentType: 'application/pdf' as const,
    Size: 2048,
    AddedAt: '2026-02-10T09:00:00Z',
  };
  weeks = [week(12, '2026-02-09', { Attachments: [plan] }), week(11, '2026-02-02')];
  await open();
  expect(screen.getByRole('button', { name: 'Open plan.pdf' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
});
