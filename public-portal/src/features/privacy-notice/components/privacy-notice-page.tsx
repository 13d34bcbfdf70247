import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { m, useT } from 'shared-api';
import { personalDataMessages, type PrivacyNotice } from 'shared-api/personal-data';
import { LoadingScreen } from 'shared-ui/feedback';
import { publicPaths } from '../../../api/paths';
import { FormPage } from '../../../components/form-page';
import { NoticeItems, NoticeSection } from '../../../components/notice-sections';
import { usePrivacyNotice } from '../hooks/use-privacy-notice';
import { retentionLines } from './retention';

const KEPT = [
  m('your name, e-mail address and phone number;'),
  m('your CV and your university letter;'),
  m("your application's status history (each change, when and by whom)."),
];

function Notice({ notice }: { notice: PrivacyNotice }) {
  const t = useT();
  return (
    <>
      <NoticeSection title={t('Who keeps your data')}>
        <Typography>
          {t('{firm} keeps your personal data. For any question about it, contact {contact}.', {
            firm: notice.Firm,
            contact: notice.Contact,
          })}
        </Typography>
      </NoticeSection>
      <NoticeSection title={t('What we keep')}>
        <Typography sx={{ mb: 1 }}>{t('When you apply, we keep:')}</Typography>
        <NoticeItems label={t('What we keep')} items={KEPT.map((item) => t(item))} />
      </NoticeSection>
      <NoticeSection title={t('Why')}>
        <Typography>
          {t(
            'We use it only to handle your application: to review it, to invite you to an interview, to tell you its outcome and, if you join us, to open your account.',
          )}
        </Typography>
      </NoticeSection>
      <NoticeSection title={t('How long we keep it')}>
        <NoticeItems label={t('How long we keep it')} items={retentionLines(notice, t)} />
      </NoticeSection>
      <NoticeSection title={t('Who sees it')}>
        <Typography>
          {t(
            "The firm's administrators. After you join, your supervisor sees your name, e-mail address, phone number and your work.",
          )}
        </Typography>
      </NoticeSection>
      <NoticeSection title={t('Withdrawing or getting a copy')}>
        <Typography>
          {t(
            "On the application status page, check your status, then choose 'Withdraw my application and erase my data' or 'Send me a copy of my data'. We e-mail you a link to confirm it; each link works once.",
          )}
        </Typography>
      </NoticeSection>
      <Typography color="text.secondary">
        {t('Version {version}', { version: notice.Version })}
      </Typography>
    </>
  );
}

/** /privacy: what is kept about an applicant, why, for how long, who sees it, and their rights. */
export function PrivacyNoticePage() {
  const t = useT();
  const query = usePrivacyNotice();
  if (query.isPending) return <LoadingScreen />;
  return (
    <FormPage
      title={t('Privacy notice')}
      links={[
        { to: publicPaths.applicationStatus, label: t('Check Application Status') },
        { to: publicPaths.landing, label: t('Home') },
      ]}
    >
      {query.data ? (
        <Notice notice={query.data} />
      ) : (
        <Alert severity="error">{t(personalDataMessages.couldNotGetPrivacyNotice)}</Alert>
      )}
    </FormPage>
  );
}
