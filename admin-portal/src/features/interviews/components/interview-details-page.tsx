import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { errorMessages, useT } from 'shared-api';
import { ApplicationStatusBadge, shownApplicationStatus } from 'shared-ui/badges';
import { DetailsTable, type DetailsRow } from 'shared-ui/details';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { DocumentButton } from '../../../components/document-button';
import { applicationQuery } from '../../../api/pipeline-queries';
import { PersonalDataActions } from '../../../components/personal-data-actions';
import { useApplicationPersonalData } from '../hooks/use-application-personal-data';
import { ApplicationHistory } from './application-history';
import { adminPaths } from '../../../api/paths';

/** /adminDashboard/interviewDetails/viewDetails/{id}: one application, read-only, and its history. */
export function InterviewDetailsPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(applicationQuery(id));
  useQueryFailure(query.error, errorMessages.couldNotGetInterviewDetails);
  const personalData = useApplicationPersonalData(id);

  if (query.isPending) return <LoadingScreen />;
  const applicant = query.data?.Applicant;
  if (!applicant) {
    return (
      <Stack sx={{ maxWidth: 720 }}>
        <PageTitle>{t('Applicant Details')}</PageTitle>
        <LoadRefusal
          error={query.error}
          catalogueMessage={errorMessages.couldNotGetInterviewDetails}
          backTo={adminPaths.selectedApplicants}
          backLabel={t('Back to Selected Applicants')}
        />
      </Stack>
    );
  }
  const name = applicant.Name;
  const rows: DetailsRow[] = [
    { label: t('Name'), value: applicant.Name },
    { label: t('Email'), value: applicant.Email },
    { label: t('Phone Number'), value: applicant.PhoneNumber },
    { label: t('Application For'), value: applicant.Position },
    {
      label: t('Application Status'),
      value: <ApplicationStatusBadge status={shownApplicationStatus(applicant)} />,
    },
    { label: t('CV'), value: <DocumentButton applicationId={id} kind="Cv" applicantName={name} /> },
    {
      // The spec's label, letter for letter.
      label: t('Univeristy Letter'),
      value: <DocumentButton applicationId={id} kind="AttachmentLetter" applicantName={name} />,
    },
  ];

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <div>
        <PageTitle>{t('Applicant Details')}</PageTitle>
        <Link component={RouterLink} to={adminPaths.selectedApplicants}>
          {t('Back to Selected Applicants')}
        </Link>
      </div>
      <Paper sx={{ p: 2 }}>
        <DetailsTable rows={rows} aria-label={t('Applicant details')} />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <PersonalDataActions
          onExport={personalData.exportData}
          onErase={personalData.erase}
          busy={personalData.busy}
        />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <ApplicationHistory applicationId={id} />
      </Paper>
    </Stack>
  );
}
