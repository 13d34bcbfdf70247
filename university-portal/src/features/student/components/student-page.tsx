import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDate, useT, type Attendance } from 'shared-api';
import { academicMessages, type AcademicStudent } from 'shared-api/academic';
import { AttendanceCard } from 'shared-ui/attendance';
import { DetailsTable } from 'shared-ui/details';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { useParams } from 'shared-ui/router';
import { VisitsQuerySection } from 'shared-ui/visits';
import { universityPaths } from '../../../api/paths';
import { studentQuery, visitsQuery } from '../../../api/student-queries';
import { useDownload } from '../hooks/use-student-actions';
import { EvaluationSection } from './evaluation-section';
import { RecordVisitForm } from './record-visit-form';
import { SignedWeeksSection } from './signed-weeks-section';
import { StudentTasksSection } from './student-tasks-section';

/** The student's days in the shape every attendance card shows. */
function attendanceOf({ Attendance: days }: AcademicStudent): Attendance {
  const counted = days.DaysExpected - days.DaysExcused;
  return {
    Expected: days.DaysExpected,
    Present: days.DaysPresent,
    Excused: days.DaysExcused,
    Absent: days.DaysAbsent,
    SharePresent: counted === 0 ? null : Math.round((days.DaysPresent / counted) * 100),
  };
}

function SummaryCard({ student }: { student: AcademicStudent }) {
  const t = useT();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Internship')}
        </Typography>
        <DetailsTable
          rows={[
            { label: t('Email'), value: student.Email },
            { label: t('Position'), value: student.Position ?? '—' },
            { label: t('Workplace supervisor'), value: student.Supervisor ?? '—' },
            { label: t('University'), value: student.University ?? '—' },
            { label: t('Programme of study'), value: student.StudyProgramme ?? '—' },
            {
              label: t('Dates'),
              value: `${formatDate(student.StartsOn)} – ${formatDate(student.EndsOn)}`,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}

function Documents({ student }: { student: AcademicStudent }) {
  const t = useT();
  const download = useDownload(student.Id);
  const busy = download.pendingId !== undefined;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        {student.LetterAvailable && (
          <Button variant="outlined" disabled={busy} onClick={() => void download.run('letter')}>
            {t('Download the letter')}
          </Button>
        )}
        {student.LogbookCopyAvailable && (
          <Button variant="outlined" disabled={busy} onClick={() => void download.run('logbook')}>
            {t('Download the logbook')}
          </Button>
        )}
      </Stack>
      {student.CountersignRequired && !student.LogbookCopyAvailable && (
        <Typography color="text.secondary">
          {t('The university wants every signed week countersigned before a copy of the logbook.')}
        </Typography>
      )}
    </Stack>
  );
}

/** /universityDashboard/students/{id}: one of the academic supervisor's students. */
export function StudentPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(studentQuery(id));
  useQueryFailure(query.error, academicMessages.couldNotGetStudent);

  if (query.isPending) return <LoadingScreen />;
  const student = query.data;
  if (!student) {
    return (
      <>
        <PageTitle>{t('Student')}</PageTitle>
        <LoadRefusal
          error={query.error}
          catalogueMessage={academicMessages.couldNotGetStudent}
          backTo={universityPaths.students}
          backLabel={t('Back to My students')}
        />
      </>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, minWidth: 0 }}>
      <PageTitle>{student.Name}</PageTitle>
      <SummaryCard student={student} />
      <Documents student={student} />
      <AttendanceCard
        attendance={attendanceOf(student)}
        failureMessage={academicMessages.couldNotGetAttendance}
      />
      <SignedWeeksSection studentId={student.Id} />
      <StudentTasksSection studentId={student.Id} />
      <EvaluationSection evaluation={student.Evaluation} />
      <VisitsQuerySection query={visitsQuery(student.Id)} />
      <RecordVisitForm student={student} />
    </Stack>
  );
}
