import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { translate, useCurrentUserId, useT } from 'shared-api';
import type { UnsentChange } from 'shared-api/offline-changes';
import { showError, showSuccess } from 'shared-ui/feedback';
import { dismissChange } from '../../../api/offline/change-queue';
import { titleOf, writtenText } from '../api/unsent-texts';

/** One change the server refused: what it was, what was written, why, and what to do. */
export function UnsentChangeCard({ change }: { change: UnsentChange }) {
  const t = useT();
  const titleId = useId();
  const userId = useCurrentUserId();
  const text = writtenText(change);
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => showSuccess(translate('Text copied')))
      .catch(() => showError(translate('Could not copy the text')));
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h3"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {titleOf(change)}
        </Typography>
        <Alert severity="warning" sx={{ my: 1 }}>
          {t(change.Reason)}
        </Alert>
        {text && (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', px: 2 }}>
        {text && (
          <Button size="small" variant="outlined" onClick={() => void copy()}>
            {t('Copy text')}
          </Button>
        )}
        <Button
          size="small"
          disabled={userId === undefined}
          onClick={() => userId !== undefined && void dismissChange(userId, change.Id)}
        >
          {t('Dismiss')}
        </Button>
      </CardActions>
    </Card>
  );
}
