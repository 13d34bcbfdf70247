import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { m, useT } from 'shared-api';
import { personalDataMessages, type PersonalDataLink } from 'shared-api/personal-data';
import { DetailsTable } from 'shared-ui/details';
import { LoadingScreen } from 'shared-ui/feedback';
import { useParams } from 'shared-ui/router';
import { publicPaths } from '../../../api/paths';
import { FormPage } from '../../../components/form-page';
import { usePersonalDataActions } from '../hooks/use-personal-data-actions';
import { usePersonalDataLink } from '../hooks/use-personal-data-link';

const TITLES = {
  erase: m('Erase your personal data'),
  export: m('Download a copy of your personal data'),
} as const;

const ERASE_CAPTION = m(
  'This withdraws your application and erases everything we keep about it: your name, e-mail address, phone number, CV, university letter and the e-mails we sent you. What will be erased:',
);
const ERASE_WITH_ACCOUNT_CAPTION = m(
  'This withdraws your application, deletes your intern account and erases everything we keep about you: your name, e-mail address, phone number, CV, university letter and the e-mails we sent you. You will no longer be able to sign in; the tasks you worked on and their ratings stay, under the name "Former intern". What will be erased:',
);

/** `caption` in the language on screen. */
function Details({ link, caption }: { link: PersonalDataLink; caption: string }) {
  const t = useT();
  const captionId = useId();
  const rows = [
    { label: t('Name'), value: link.Name },
    { label: t('Email'), value: link.Email },
    { label: t('Position'), value: link.Position },
  ];
  return (
    <>
      <Typography id={captionId}>{caption}</Typography>
      <DetailsTable rows={rows} aria-labelledby={captionId} />
    </>
  );
}

/**
 * /personalData/{token}: the single-use link e-mailed after a request on the status page. It
 * erases the application's data (and the intern account made from it, which the page says) or
 * downloads a copy, by a button (a mail scanner that opens links changes nothing).
 */
export function PersonalDataPage() {
  const t = useT();
  const { token = '' } = useParams();
  const { query, refusal, failed } = usePersonalDataLink(token);
  const { outcome, erase, download, pending } = usePersonalDataActions(token);

  if (query.isPending) return <LoadingScreen />;
  const link = query.data;
  const title = link ? t(TITLES[link.Action]) : t('Your personal data');
  const links = [
    { to: publicPaths.privacy, label: t('Privacy notice') },
    { to: publicPaths.landing, label: t('Home') },
  ];

  return (
    <FormPage title={title} links={links}>
      <Stack spacing={2}>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        {failed && <Alert severity="error">{t(personalDataMessages.couldNotOpenLink)}</Alert>}
        {outcome && (
          <Alert
            severity={outcome.kind === 'done' ? 'success' : 'error'}
            role={outcome.kind === 'done' ? 'status' : 'alert'}
          >
            {/* The server's words come in the language on screen; ours are marked English. */}
            {t(outcome.message)}
          </Alert>
        )}
        {link && !outcome && link.Action === 'erase' && (
          <>
            <Details
              link={link}
              caption={t(link.HasAccount ? ERASE_WITH_ACCOUNT_CAPTION : ERASE_CAPTION)}
            />
            <Stack direction="row">
              <Button variant="contained" color="error" onClick={erase} disabled={pending}>
                {t('Erase my data')}
              </Button>
            </Stack>
          </>
        )}
        {link && !outcome && link.Action === 'export' && (
          <>
            <Details
              link={link}
              caption={t(
                'You will get a ZIP file with everything we keep about your application. The link works once. Whose data it is:',
              )}
            />
            <Stack direction="row">
              <Button variant="contained" onClick={download} disabled={pending}>
                {t('Download my data')}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </FormPage>
  );
}
