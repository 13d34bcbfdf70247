import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';
import type { DashboardCounts } from 'shared-api';
import { ADMIN_BASE_PATH } from '../../../api/paths';

const TILES: { label: string; count: keyof DashboardCounts; to?: string }[] = [
  { label: 'Total Users', count: 'TotalUsers' },
  { label: 'Applications', count: 'TotalApplicants', to: 'applications' },
  { label: 'Selected Applicants', count: 'SelectedApplicants', to: 'selectedApplicants' },
  { label: 'Interns', count: 'TotalInterns', to: 'interns' },
  { label: 'Supervisors', count: 'TotalSupervisors', to: 'supervisors' },
];

function TileContent({ label, value }: { label: string; value: number | undefined }) {
  return (
    <CardContent>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="p" variant="h4">
        {value ?? '–'}
      </Typography>
    </CardContent>
  );
}

/** The five counts of the admin dashboard; all but Total Users lead to their list. */
export function DashboardTiles({ counts }: { counts: DashboardCounts | undefined }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {TILES.map((tile) => (
        <Grid key={tile.label} component="li" size={{ xs: 6, md: 4, lg: 'grow' }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            {tile.to ? (
              <CardActionArea
                component={RouterLink}
                to={`${ADMIN_BASE_PATH}/${tile.to}`}
                sx={{ height: '100%' }}
              >
                <TileContent label={tile.label} value={counts?.[tile.count]} />
              </CardActionArea>
            ) : (
              <TileContent label={tile.label} value={counts?.[tile.count]} />
            )}
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
