import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { personalDataMessages, type PrivacyNotice } from 'shared-api/personal-data';
import { LoadingScreen } from 'shared-ui/feedback';
import { publicPaths } from '../../../api/paths';
import { FormPage } from '../../../components/form-page';
import { usePrivacyNotice } from '../hooks/use-privacy-notice';
import { retentionLines } from './retention';

const KEPT = [
  'your name, e-mail address and phone number;',
  'your CV and your university letter;',
  "your application's status history (each change, when and by whom).",
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Items({ label, items }: { label: string; items: string[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <Typography component="li" key={item} sx={{ mb: 0.5 }}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

function Notice({ notice }: { notice: PrivacyNotice }) {
  return (
    <>
      <Section title="Who keeps your data">
        <Typography>
          {notice.Firm} keeps your personal data. For any question about it, contact{' '}
          {notice.Contact}.
        </Typography>
      </Section>
      <Section title="What we keep">
        <Typography sx={{ mb: 1 }}>When you apply, we keep:</Typography>
        <Items label="What we keep" items={KEPT} />
      </Section>
      <Section title="Why">
        <Typography>
          We use it only to handle your application: to review it, to invite you to an interview, to
          tell you its outcome and, if you join us, to open your account.
        </Typography>
      </Section>
      <Section title="How long we keep it">
        <Items label="How long we keep it" items={retentionLines(notice)} />
      </Section>
      <Section title="Who sees it">
        <Typography>
          The firm's administrators. After you join, your supervisor sees your name, e-mail address,
          phone number and your work.
        </Typography>
      </Section>
      <Section title="Withdrawing or getting a copy">
        <Typography>
          On the application status page, check your status, then choose 'Withdraw my application
          and erase my data' or 'Send me a copy of my data'. We e-mail you a link to confirm it;
          each link works once.
        </Typography>
      </Section>
      <Typography color="text.secondary">Version {notice.Version}</Typography>
    </>
  );
}

/** /privacy: what is kept about an applicant, why, for how long, who sees it, and their rights. */
export function PrivacyNoticePage() {
  const query = usePrivacyNotice();
  if (query.isPending) return <LoadingScreen />;
  return (
    <FormPage
      title="Privacy notice"
      links={[
        { to: publicPaths.applicationStatus, label: 'Check Application Status' },
        { to: publicPaths.landing, label: 'Home' },
      ]}
    >
      {query.data ? (
        <Notice notice={query.data} />
      ) : (
        <Alert severity="error">{personalDataMessages.couldNotGetPrivacyNotice}</Alert>
      )}
    </FormPage>
  );
}
