import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import type { User } from 'shared-api';

export interface ProfileRow {
  label: string;
  value: ReactNode;
}

export interface ProfileDetailsProps {
  user: Pick<User, 'Name' | 'Email' | 'PhoneNumber'>;
  /** Rows after Name, Email and Phone Number, e.g. Position or Supervisor. */
  rows?: ProfileRow[];
  /** Where 'Edit Profile' leads, e.g. '/supervisorDashboard/editProfile/7'. */
  editPath: string;
  /** The card's heading; 'Profile' unless given. */
  title?: string;
}

/** A read-only profile card (label and value rows) with an 'Edit Profile' link. */
export function ProfileDetails({
  user,
  rows = [],
  editPath,
  title = 'Profile',
}: ProfileDetailsProps) {
  const all: ProfileRow[] = [
    { label: 'Name', value: user.Name },
    { label: 'Email', value: user.Email },
    { label: 'Phone Number', value: user.PhoneNumber },
    ...rows,
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { sm: 'auto 1fr' }, columnGap: 3, m: 0 }}
        >
          {all.map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 'bold', mt: 1 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mt: { sm: 1 }, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to={editPath} variant="contained">
          Edit Profile
        </Button>
      </CardActions>
    </Card>
  );
}
