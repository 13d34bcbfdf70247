import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage, type User } from 'shared-api';
import type { AcademicDetails } from 'shared-api/universities';
import {
  answers,
  bodyOf,
  INTERN,
  mockApi,
  NOTHING_ENDED,
  renderIntern,
  sent,
  type MockApi,
} from '../../../test-utils/render-intern';
import { NO_DAYS_YET } from '../../../test-utils/logbook';

const profile: User = {
  user_id: INTERN.user_id,
  Name: INTERN.Name,
  Email: 'amina@example.com',
  PhoneNumber: '+254712345678',
  Position: 'Engineering',
  position_id: 2,
  Role: 'INT',
  Supervisor: null,
};
const EMPTY: AcademicDetails = { University: null, StudyProgramme: null, AcademicSupervisor: null };
const NAMED: AcademicDetails = {
  University: { Id: 4, Name: 'Moi University' },
  StudyProgramme: 'BSc Computer Science',
  AcademicSupervisor: { Name: 'Dr. Otieno Ouma', Email: 'ouma@mu.ac.ke', SignedUp: false },
};

let api: MockApi;
let details: AcademicDetails;
function serve(over: Record<string, unknown> = {}) {
  api.answer(
    answers({
      ...NOTHING_ENDED,
      ...NO_DAYS_YET,
      'GET /User/7/edit': { status: 200, data: { User: profile } },
      'GET /User/7': { status: 200, data: { User: profile, Overall: null, Tasks: [] } },
      'GET /Intern/Academic': () => ({ status: 200, data: details }),
      'GET /Universities': {
        status: 200,
        data: {
          Universities: [
            { Id: 4, Name: 'Moi University' },
            { Id: 5, Name: 'Strathmore University' },
          ],
        },
      },
      'PUT /Intern/Academic': { status: 200, data: { message: 'University details saved' } },
      'POST /Intern/Academic/Invitation': {
        status: 200,
        data: { message: 'The invitation was sent again.' },
      },
      ...over,
    } as never),
  );
}
beforeEach(() => {
  details = EMPTY;
  api = mockApi();
  serve();
});
afterEach(() => api.restore());

async function section() {
  renderIntern('/internDashboard/profile');
  const heading = await screen.findByRole('heading', { level: 2, name: 'University' });
  const region = heading.closest('section') as HTMLElement;
  await within(region).findByRole('button', { name: 'Save' });
  return { region, user: userEvent.setup({ delay: null }) };
}

test('the intern picks a university, writes the programme and the academic supervisor, and saves', async () => {
  const { region, user } = await section();
  await user.click(within(region).getByRole('combobox', { name: 'University' }));
  await user.click(await screen.findByRole('option', { name: 'Strathmore University' }));
  await user.type(within(region).getByRole('textbox', { name: 'Programme of study' }), 'BCom');
  await user.type(
    within(region).getByRole('textbox', { name: "Academic supervisor's name" }),
    'Dr. Achieng Odhiambo',
  );
  await user.type(
    within(region).getByRole('textbox', { name: /Academic supervisor's e-mail/ }),
    'achieng@su.ac.ke',
  );
  await user.click(within(region).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('University details saved')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Intern/Academic')[0])).toEqual({
    UniversityId: 5,
    StudyProgramme: 'BCom',
    AcademicSupervisorName: 'Dr. Achieng Odhiambo',
    AcademicSupervisorEmail: 'achieng@su.ac.ke',
  });
});

test('a name without an e-mail is refused on the form; another role’s e-mail (409) shows under it', async () => {
  const { region, user } = await section();
  const name = within(region).getByRole('textbox', { name: "Academic supervisor's name" });
  await user.type(name, 'Dr. Achieng Odhiambo');
  await user.click(within(region).getByRole('button', { name: 'Save' }));
  expect(
    await within(region).findByText("Enter the academic supervisor's e-mail"),
  ).toBeInTheDocument();
  expect(sent(api.requests, 'PUT', '/Intern/Academic')).toHaveLength(0);

  const taken = 'This e-mail belongs to an account that is not an academic supervisor.';
  serve({
    'PUT /Intern/Academic': {
      status: 409,
      data: { message: taken, errors: { AcademicSupervisorEmail: [taken] } },
    },
  });
  await user.type(
    within(region).getByRole('textbox', { name: /Academic supervisor's e-mail/ }),
    'wanjiru@example.com',
  );
  await user.click(within(region).getByRole('button', { name: 'Save' }));
  expect(await within(region).findByText(taken)).toBeInTheDocument();
  expect(name).toHaveValue('Dr. Achieng Odhiambo');
});

test('shows who is named and whether they signed up; sends the invitation again', async () => {
  details = NAMED;
  const { region, user } = await section();
  expect(within(region).getByRole('combobox', { name: 'University' })).toHaveValue(
    'Moi University',
  );
  expect(within(region).getByRole('textbox', { name: 'Programme of study' })).toHaveValue(
    'BSc Computer Science',
  );
  expect(within(region).getByText('Dr. Otieno Ouma has not signed up yet.')).toBeVisible();
  await user.click(within(region).getByRole('button', { name: 'Send the invitation again' }));
  expect(await screen.findByText('The invitation was sent again.')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Intern/Academic/Invitation')).toHaveLength(1);

  serve({
    'POST /Intern/Academic/Invitation': {
      status: 409,
      data: { message: 'An invitation was sent less than 10 minutes ago; try again later.' },
    },
  });
  await user.click(within(region).getByRole('button', { name: 'Send the invitation again' }));
  const error = await screen.findByRole('dialog', { name: 'Error' });
  expect(error).toHaveTextContent('An invitation was sent less than 10 minutes ago');
});

test('once signed up there is nothing to send again', async () => {
  details = { ...NAMED, AcademicSupervisor: { ...NAMED.AcademicSupervisor!, SignedUp: true } };
  const { region } = await section();
  expect(within(region).getByText('Dr. Otieno Ouma has signed up.')).toBeVisible();
  expect(within(region).queryByRole('button', { name: 'Send the invitation again' })).toBeNull();
});

test('a failed read says so in the section; the rest of the profile stays', async () => {
  serve({ 'GET /Intern/Academic': { status: 500, data: {} } });
  renderIntern('/internDashboard/profile');
  expect(await screen.findByText('Could not get the university details')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
});

test('in Swahili, the section is in Swahili', async () => {
  await act(() => showLanguage('sw'));
  details = NAMED;
  renderIntern('/internDashboard/profile');
  const heading = await screen.findByRole('heading', { level: 2, name: 'Chuo kikuu' });
  const region = heading.closest('section') as HTMLElement;
  await waitFor(() =>
    expect(within(region).getByRole('button', { name: 'Tuma mwaliko tena' })).toBeVisible(),
  );
  expect(within(region).getByText('Dr. Otieno Ouma bado hajajisajili.')).toBeVisible();
});
