import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DetailsTable, type DetailsRow } from 'shared-ui/details';
import { Link } from 'shared-ui/router';
import { useT, type User } from 'shared-api';

/** A row of the profile card: a label and its value. */
export type ProfileRow = DetailsRow;

export interface ProfileDetailsProps {
  user: Pick<User, 'Name' | 'Email' | 'PhoneNumber'>;
  /** Rows after Name, Email and Phone Number, e.g. Position or Supervisor. */
  rows?: ProfileRow[];
  /** Where 'Edit Profile' leads, e.g. '/supervisorDashboard/editProfile/7'. */
  editPath: string;
  /** The card's heading; 'Profile' unless given. */
  title?: string;
}

/**
 * A read-only profile card (shared-ui's details table) with an 'Edit Profile' link. The title
 * and the rows' labels are translated here (the details table translates the labels).
 */
export function ProfileDetails({ user, rows = [], editPath, title }: ProfileDetailsProps) {
  const t = useT();
  const titleId = useId();
  const all: ProfileRow[] = [
    { label: t('Name'), value: user.Name },
    { label: t('Email'), value: user.Email },
    { label: t('Phone Number'), value: user.PhoneNumber },
    ...rows,
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title === undefined ? t('Profile') : title && t(title)}
        </Typography>
        <DetailsTable rows={all} aria-labelledby={titleId} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to={editPath} variant="contained">
          {t('Edit Profile')}
        </Button>
      </CardActions>
    </Card>
  );
}
