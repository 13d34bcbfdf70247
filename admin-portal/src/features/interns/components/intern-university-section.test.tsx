import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import { answers, person, POSITIONS, renderAdmin, sent } from '../../../test-utils/render-admin';

let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      'GET /Position': { status: 200, data: { Positions: POSITIONS } },
      'GET /User/9/edit': {
        status: 200,
        data: { User: person(9, { Name: 'Baraka Mwangi', Role: 'INT' }) },
      },
      'GET /Admin/User/9/SignIn': {
        status: 200,
        data: { LastSignIn: null, OpenSessions: 0, Passkeys: 0, AuthenticatorApp: false },
      },
      'GET /Admin/Intern/9/Academic': {
        status: 200,
        data: {
          University: { Id: 4, Name: 'Moi University' },
          StudyProgramme: null,
          AcademicSupervisor: { Name: 'Dr. Otieno Ouma', Email: 'ouma@mu.ac.ke', SignedUp: false },
        },
      },
      'GET /Universities': {
        status: 200,
        data: { Universities: [{ Id: 4, Name: 'Moi University' }] },
      },
      'PUT /Admin/Intern/9/Academic': {
        status: 200,
        data: { message: 'University details saved' },
      },
      'POST /Admin/Intern/9/Academic/Invitation': {
        status: 200,
        data: { message: 'The invitation was sent again.' },
      },
    }),
  );
});
afterEach(() => api.restore());

test("an intern's edit page has the University section: saved and re-sent for that intern", async () => {
  renderAdmin('/adminDashboard/interns/9/edit');
  const heading = await screen.findByRole('heading', { level: 2, name: 'University' });
  const region = heading.closest('section') as HTMLElement;
  const user = userEvent.setup({ delay: null });
  const programme = await within(region).findByRole('textbox', { name: 'Programme of study' });
  await user.type(programme, 'BSc Agriculture');
  await user.click(within(region).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('University details saved')).toBeInTheDocument();
  expect(bodyOf(sent(api.requests, 'PUT', '/Admin/Intern/9/Academic')[0])).toEqual({
    UniversityId: 4,
    StudyProgramme: 'BSc Agriculture',
    AcademicSupervisorName: 'Dr. Otieno Ouma',
    AcademicSupervisorEmail: 'ouma@mu.ac.ke',
  });
  await user.click(within(region).getByRole('button', { name: 'Send the invitation again' }));
  expect(await screen.findByText('The invitation was sent again.')).toBeInTheDocument();
  expect(sent(api.requests, 'POST', '/Admin/Intern/9/Academic/Invitation')).toHaveLength(1);
});

test("a supervisor's edit page has no University section", async () => {
  renderAdmin('/adminDashboard/supervisors/9/edit');
  await screen.findByRole('heading', { level: 2, name: 'Sign-in' });
  expect(screen.queryByRole('heading', { name: 'University' })).toBeNull();
  expect(sent(api.requests, 'GET', '/Admin/Intern/9/Academic')).toHaveLength(0);
});
