import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'shared-ui/router';
import { errorMessages, useCurrentUserId, useT } from 'shared-api';
import { LoadingScreen } from '../feedback/loading-screen';
import { PageTitle } from '../layout/page-title';
import { useQueryFailure } from '../feedback/use-query-failure';
import { EditProfileForm } from './edit-profile-form';
import { positionsQuery, userForEditQuery } from './profile-queries';

export interface EditProfilePageProps {
  /** Where to go after saving (and the way back), e.g. '/supervisorDashboard/profile'. */
  profilePath: string;
  /** Edits Position/Department too (the admin's own profile). */
  withPosition?: boolean;
  /** The select's label when `withPosition`; 'Department' unless given. */
  positionLabel?: string;
  /** The page heading; 'Edit Profile' unless given (translated here, as PageTitle does). */
  title?: string;
}

/**
 * <dashboard>/editProfile/{id}: the user of the `:id` route parameter (the signed-in user's
 * without one), loaded through GET /User/{id}/edit and saved through PUT /User/{id}.
 */
export function EditProfilePage({
  profilePath,
  withPosition = false,
  positionLabel,
  title,
}: EditProfilePageProps) {
  const t = useT();
  const params = useParams();
  const ownId = useCurrentUserId();
  const id = params.id ?? (ownId === undefined ? '' : String(ownId));
  const user = useQuery({ ...userForEditQuery(id), enabled: id !== '' });
  const positions = useQuery({ ...positionsQuery(), enabled: withPosition });
  useQueryFailure(user.error, errorMessages.couldNotGetYourDetails);
  useQueryFailure(positions.error, errorMessages.couldNotGetPositions);

  const loading = (id !== '' && user.isPending) || (withPosition && positions.isPending);
  if (loading) return <LoadingScreen />;
  const ready = user.data && (!withPosition || positions.data);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <PageTitle>{title ?? t('Edit Profile')}</PageTitle>
      {ready && user.data ? (
        <EditProfileForm
          key={user.data.user_id}
          user={user.data}
          profilePath={profilePath}
          positions={withPosition ? positions.data : undefined}
          positionLabel={positionLabel}
        />
      ) : (
        <Button component={Link} to={profilePath}>
          {t('Back to My Profile')}
        </Button>
      )}
    </Paper>
  );
}
