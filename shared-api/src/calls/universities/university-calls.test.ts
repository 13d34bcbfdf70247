import { mockApi, type MockApi } from '../../test-utils';
import * as universities from '../../universities';

let server: MockApi;
afterEach(() => server.restore());

it('pages the administrator’s list and sends the search', async () => {
  server = mockApi({ status: 200, data: { Universities: [{ Id: 1 }], Total: 1 } });
  await expect(
    universities.getUniversitiesPage({ page: 2, pageSize: 10, search: ' moi ' }),
  ).resolves.toEqual({ rows: [{ Id: 1 }], total: 1 });
  expect(server.requests[0]).toMatchObject({
    method: 'get',
    url: '/Admin/Universities',
    params: { page: 2, pageSize: 10, search: 'moi' },
  });
});

it('reads and writes the intern’s own details, or an intern’s as an administrator', async () => {
  server = mockApi({ status: 200, data: { message: 'ok' } });
  const payload = {
    UniversityId: 3,
    StudyProgramme: null,
    AcademicSupervisorName: null,
    AcademicSupervisorEmail: null,
  };
  await universities.saveAcademicDetails('mine', payload);
  await universities.saveAcademicDetails({ internId: 7 }, payload);
  await universities.resendAcademicInvitation({ internId: 7 });
  expect(server.requests.map(({ method, url }) => [method, url])).toEqual([
    ['put', '/Intern/Academic'],
    ['put', '/Admin/Intern/7/Academic'],
    ['post', '/Admin/Intern/7/Academic/Invitation'],
  ]);
});

it('sends empty fields as null, and wants a name and an e-mail together', () => {
  const values = {
    University: { Id: 3, Name: 'Moi University' },
    StudyProgramme: '  ',
    AcademicSupervisorName: 'Dr. Ouma',
    AcademicSupervisorEmail: '',
  };
  const result = universities.academicDetailsSchema.safeParse(values);
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
    'AcademicSupervisorEmail',
  ]);
  expect(universities.academicPayload({ ...values, AcademicSupervisorName: '' })).toEqual({
    UniversityId: 3,
    StudyProgramme: null,
    AcademicSupervisorName: null,
    AcademicSupervisorEmail: null,
  });
  expect(universities.universityKeys.academic(7)).toEqual(['user', '7', 'academic']);
});

it('refuses two criteria of one name and a maximum score past 10', () => {
  const result = universities.universitySchema.safeParse({
    Name: 'Moi University',
    Criteria: [
      { Name: 'Teamwork', MaxScore: 11 },
      { Name: 'teamwork', MaxScore: 3 },
    ],
    CountersignRequired: false,
  });
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
    'Criteria.0.MaxScore',
    'Criteria.1.Name',
  ]);
});
