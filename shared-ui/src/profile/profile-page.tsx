import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessages, useCurrentUserId, useT, type User } from 'shared-api';
import { LoadingScreen } from '../feedback/loading-screen';
import { PageTitle } from '../layout/page-title';
import { MailPreferencesCard } from '../notifications/mail-preferences-card';
import { useQueryFailure } from '../feedback/use-query-failure';
import { MySessionsCard } from './my-sessions-card';
import { PasskeysCard } from './passkeys-card';
import { ProfileDetails, type ProfileRow } from './profile-details';
import { TwoFactorCard } from './two-factor/two-factor-card';
import { userForEditQuery } from './profile-queries';

export interface ProfilePageProps {
  /** The dashboard's root, e.g. '/supervisorDashboard': 'Edit Profile' leads to its editProfile/{id}. */
  basePath: string;
  /** Rows after Name, Email and Phone Number, from the loaded user. */
  rows?: (user: User) => ProfileRow[];
  /** The page heading; 'My Profile' unless given. */
  title?: string;
  /** More cards under the profile card (e.g. the intern's performance). */
  children?: ReactNode;
}

/** <dashboard>/profile: the signed-in user's details from GET /User/{id}/edit. */
export function ProfilePage({ basePath, rows, title, children }: ProfilePageProps) {
  const t = useT();
  const userId = useCurrentUserId();
  const query = useQuery({ ...userForEditQuery(userId ?? ''), enabled: userId !== undefined });
  useQueryFailure(query.error, errorMessages.couldNotGetProfileDetails);

  if (query.isPending && userId !== undefined) return <LoadingScreen />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageTitle>{title ?? t('My Profile')}</PageTitle>
      {query.data ? (
        <ProfileDetails
          user={query.data}
          rows={rows?.(query.data)}
          editPath={`${basePath}/editProfile/${query.data.user_id}`}
        />
      ) : (
        <Typography color="text.secondary">
          {t('Your details are not available right now.')}
        </Typography>
      )}
      {children}
      <MailPreferencesCard />
      <TwoFactorCard />
      <PasskeysCard />
      <MySessionsCard />
    </Stack>
  );
}
