import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useT, type LogbookReview } from 'shared-api';
import { DetailsTable } from 'shared-ui/details';
import { EntryDays } from './entry-days';

function Text({ heading, text }: { heading: string; text: string }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {heading}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
    </>
  );
}

/** What the intern wrote for the week: the days, the activities, what was learned, the hours. */
export function EntryDetails({ entry }: { entry: LogbookReview }) {
  const t = useT();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {entry.InternName}
        </Typography>
        <EntryDays days={entry.Days} />
        <Text heading={t('Activities')} text={entry.Activities} />
        <Text heading={t('What I learned')} text={entry.Learned} />
        <DetailsTable rows={[{ label: t('Hours'), value: entry.Hours ?? '—' }]} />
      </CardContent>
    </Card>
  );
}
