import type { RouteAnswer } from 'shared-api/testing';
import { person, POSITIONS } from './render-admin';

/** The supervisor's and the intern's edit page: one page (PersonFormPage), here of person 5. */
export const EDIT_PAGES = {
  supervisor: {
    kind: 'supervisor',
    path: '/adminDashboard/supervisors/5/edit',
    list: '/adminDashboard/supervisors',
  },
  intern: {
    kind: 'intern',
    path: '/adminDashboard/interns/5/edit',
    list: '/adminDashboard/interns',
  },
};

/** What an edit page of person 5 (Wanjiru Kamau, set up with two factors) loads. */
export function editPageAnswers(): Record<string, RouteAnswer> {
  return {
    'GET /Position': { status: 200, data: { Positions: POSITIONS } },
    'GET /User/5/edit': { status: 200, data: { User: person(5, { Name: 'Wanjiru Kamau' }) } },
    'GET /Admin/User/5/SignIn': {
      status: 200,
      data: {
        LastSignIn: { At: '2026-11-27T09:30:00.000Z', Method: 'two-factor' },
        OpenSessions: 2,
        Passkeys: 1,
        AuthenticatorApp: true,
      },
    },
    'GET /Admin/User/Supervisors': { status: 200, data: { Supervisors: [] } },
    'GET /Admin/User/Interns': { status: 200, data: { Interns: [] } },
  };
}
