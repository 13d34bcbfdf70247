import { sharedQueryKeys, type Id } from 'shared-api';

/**
 * The portal's query keys in one place (the policy is in docs/architecture.md): a status change,
 * a person's edit or a position's rename alters several screens, so features invalidate each
 * other's keys from here. A user's own queries and the positions are shared-api's
 * sharedQueryKeys, which the other portals and shared-ui's selects use too.
 */
export const adminKeys = {
  applications: ['applications'] as const,
  interviews: ['interviews'] as const,
  application: (id: Id) => ['application', String(id)] as const,
  anyApplication: ['application'] as const,
  applicationHistory: (id: Id) => ['application', String(id), 'history'] as const,
  dashboard: ['dashboard'] as const,
  pipeline: ['dashboard', 'pipeline'] as const,
  intakePipeline: (intake: string) => ['dashboard', 'pipeline', 'intake', intake] as const,
  mail: ['mail'] as const,
  undeliveredMail: ['mail', 'undelivered'] as const,
  supervisors: ['supervisors'] as const,
  interns: ['interns'] as const,
  peopleChoices: (people: 'interns' | 'supervisors', search: string) =>
    [people, 'choices', search] as const,
  positions: sharedQueryKeys.positions(),
  position: (id: Id) => ['position', String(id)] as const,
  anyPosition: ['position'] as const,
  intakes: ['intakes'] as const,
  imports: ['imports'] as const,
  intake: (id: Id) => ['intakes', String(id)] as const,
  letters: (internId: Id) => ['letters', String(internId)] as const,
  releases: ['releases'] as const,
  report: (scope: Record<string, string>) => ['report', scope] as const,
  signInPolicy: ['sign-in-policy'] as const,
  directories: ['directories'] as const,
  directoryChanges: ['directories', 'changes'] as const,
  userSignIn: (id: Id) => ['user', String(id), 'sign-in'] as const,
  user: sharedQueryKeys.user,
  performance: sharedQueryKeys.performance,
  attendance: sharedQueryKeys.attendance,
  anyUser: ['user'] as const,
};
