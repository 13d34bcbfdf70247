import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { m, useT } from 'shared-api';
import { LoadingScreen } from 'shared-ui/feedback';
import { publicPaths } from '../../../api/paths';
import { FormPage } from '../../../components/form-page';
import { NoticeItems, NoticeSection } from '../../../components/notice-sections';
import { contactQuery } from '../api/contact-query';

const TESTS = [
  m('Each role finishes its core work by keyboard alone, in journeys the test suite runs.'),
  m(
    'axe checks every screen at every impact level, at 1280 and 360 pixels wide, in English and light; the main screens also in Swahili and dark.',
  ),
  m("The names and roles a screen reader hears are checked in Chromium's accessibility tree."),
];

const GAPS = [
  m(
    'The PDFs the product makes (the completion letter, the copy of a logbook, the programme report) are not tagged PDFs: a screen reader reads their text without its structure.',
  ),
];

/** /accessibility: the standard met, how it is tested, what does not meet it, whom to write to. */
export function AccessibilityStatementPage() {
  const t = useT();
  const query = useQuery(contactQuery());
  if (query.isPending) return <LoadingScreen />;
  return (
    <FormPage
      title={t('Accessibility statement')}
      links={[
        { to: publicPaths.privacy, label: t('Privacy notice') },
        { to: publicPaths.landing, label: t('Home') },
      ]}
    >
      <NoticeSection title={t('The standard')}>
        <Typography>
          {t(
            'This product aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
          )}
        </Typography>
      </NoticeSection>
      <NoticeSection title={t('How it is tested')}>
        <NoticeItems items={TESTS.map((item) => t(item))} />
      </NoticeSection>
      <NoticeSection title={t('What does not meet it yet')}>
        <NoticeItems items={GAPS.map((item) => t(item))} />
      </NoticeSection>
      <NoticeSection title={t('Whom to write to')}>
        <Typography>
          {query.data
            ? t('If something stops you from using it, write to {firm} at {contact}.', {
                firm: query.data.Firm,
                contact: query.data.Contact,
              })
            : t('If something stops you from using it, tell the firm that runs the programme.')}
        </Typography>
      </NoticeSection>
    </FormPage>
  );
}
