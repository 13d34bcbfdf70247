import { api, loginToken, type Applicant } from './app';
import { inDays } from './journey-steps';
import { internFourWeeksIn, invitedAcademicSupervisor } from './people';
import type { TestSmtpServer } from './smtp';

type Person = { Name: string; Email: string; Password: string };

/** A week as the intern sends it through the API: five days present. */
export const weekPayload = (activities: string) => ({
  Days: ['present', 'present', 'present', 'present', 'present'],
  Activities: activities,
  Learned: 'Reading query plans.',
  Hours: 40,
});

/**
 * The work the keyboard journeys start from, all through the API: an intern four weeks into
 * the internship with a workplace and an academic supervisor; a task to complete and a
 * completed one to rate; a week submitted (the supervisor returns and signs it) and a week
 * signed (the academic supervisor countersigns it).
 */
export async function workInProgress(
  url: string,
  smtp: TestSmtpServer,
  people: { intern: Applicant & { Password: string }; supervisor: Person; lecturer: Person },
  weeks: { toReview: string; signed: string },
  tasks: { toComplete: string; toRate: string },
) {
  const { internId, supervisor } = await internFourWeeksIn(
    url,
    smtp,
    people.intern,
    people.supervisor,
    'Keyboard intake',
  );
  const internToken = await loginToken(url, people.intern.Email, people.intern.Password);
  for (const Task of [tasks.toComplete, tasks.toRate]) {
    const { id } = await api<{ id: number }>(url, 'POST', '/Task', 201, {
      token: supervisor.token,
      json: {
        AssignedTo: internId,
        Task,
        TaskDescription: `${Task}, please.`,
        Deadline: inDays(3),
      },
    });
    if (Task === tasks.toRate) {
      await api(url, 'PUT', `/Task/Status/${id}`, 200, { token: internToken });
    }
  }
  await api(url, 'POST', `/Intern/Logbook/${weeks.signed}/Submit`, 200, {
    token: internToken,
    json: weekPayload('Built the payments report.'),
  });
  const { Entries } = await api<{ Entries: { Id: number }[] }>(
    url,
    'GET',
    '/Supervisor/Logbook',
    200,
    { token: supervisor.token },
  );
  await api(url, 'POST', `/Supervisor/Logbook/${Entries[0].Id}/Sign`, 200, {
    token: supervisor.token,
  });
  await api(url, 'POST', `/Intern/Logbook/${weeks.toReview}/Submit`, 200, {
    token: internToken,
    json: weekPayload('Wrote migrations.'),
  });
  await invitedAcademicSupervisor(url, smtp, internToken, people.lecturer);
  return { internToken };
}
