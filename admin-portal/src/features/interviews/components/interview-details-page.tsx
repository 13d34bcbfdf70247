import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { errorMessages } from 'shared-api';
import { ApplicationStatusBadge } from 'shared-ui/badges';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { DocumentButton } from '../../../components/document-button';
import { applicationQuery } from '../../../api/pipeline-queries';
import { PersonalDataActions } from '../../../components/personal-data-actions';
import { useApplicationPersonalData } from '../hooks/use-application-personal-data';
import { ApplicationHistory } from './application-history';
import { adminPaths } from '../../../api/paths';

/** /adminDashboard/interviewDetails/viewDetails/{id}: one application, read-only, and its history. */
export function InterviewDetailsPage() {
  const { id = '' } = useParams();
  const query = useQuery(applicationQuery(id));
  useQueryFailure(query.error, errorMessages.couldNotGetInterviewDetails);
  const personalData = useApplicationPersonalData(id);

  if (query.isPending) return <LoadingScreen />;
  const applicant = query.data?.Applicant;
  const name = applicant?.Name ?? '';
  const rows: [string, ReactNode][] = applicant
    ? [
        ['Name', applicant.Name],
        ['Email', applicant.Email],
        ['Phone Number', applicant.PhoneNumber],
        ['Application For', applicant.Position],
        ['Application Status', <ApplicationStatusBadge status={applicant.ApplicationStatus} />],
        ['CV', <DocumentButton applicationId={id} kind="Cv" applicantName={name} />],
        [
          'Univeristy Letter',
          <DocumentButton applicationId={id} kind="AttachmentLetter" applicantName={name} />,
        ],
      ]
    : [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <div>
        <PageTitle>Applicant Details</PageTitle>
        <Link component={RouterLink} to={adminPaths.selectedApplicants}>
          Back to Selected Applicants
        </Link>
      </div>
      {applicant && (
        <TableContainer component={Paper}>
          <Table aria-label="Applicant details">
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {applicant && (
        <Paper sx={{ p: 2 }}>
          <PersonalDataActions
            onExport={personalData.exportData}
            onErase={personalData.erase}
            busy={personalData.busy}
          />
        </Paper>
      )}
      <Paper sx={{ p: 2 }}>
        <ApplicationHistory applicationId={id} />
      </Paper>
    </Stack>
  );
}
