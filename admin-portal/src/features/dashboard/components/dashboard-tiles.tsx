import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-ui/router';
import { m, useT, type DashboardCounts } from 'shared-api';
import { ADMIN_BASE_PATH } from '../../../api/paths';

const TILES: { label: string; count: keyof DashboardCounts; to?: string }[] = [
  { label: m('Total Users'), count: 'TotalUsers' },
  { label: m('Applications'), count: 'TotalApplicants', to: 'applications' },
  { label: m('Selected Applicants'), count: 'SelectedApplicants', to: 'selectedApplicants' },
  { label: m('Interns'), count: 'TotalInterns', to: 'interns' },
  { label: m('Supervisors'), count: 'TotalSupervisors', to: 'supervisors' },
];

/** A count not loaded. */
const NO_COUNT = '–';

function TileContent({ label, value }: { label: string; value: number | undefined }) {
  const t = useT();
  return (
    <CardContent>
      <Typography color="text.secondary">{t(label)}</Typography>
      <Typography component="p" variant="h4">
        {value ?? NO_COUNT}
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
