import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useSearchParams } from 'shared-ui/router';
import { errorMessages, useT, type AssignSupervisorPayload, type User } from 'shared-api';
import { userForEditQuery } from 'shared-ui/profile';
import { assignSupervisorSchema } from 'shared-api/forms';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { peopleChoicesQuery } from '../../../api/people-queries';
import { useAssignSupervisor } from '../hooks/use-assign-supervisor';
import { PersonPicker } from './person-picker';

interface AssignValues {
  InternID: string;
  SupervisorID: string;
}

/** /adminDashboard/assignSupervisor: PUT /User/{InternID} with InternID and SupervisorID. */
export function AssignSupervisorPage() {
  const [search] = useSearchParams();
  const internId = search.get('intern') ?? '';
  // The pickers' first choices (a failure is theirs to report) and the linked intern.
  const interns = useQuery(peopleChoicesQuery('interns', ''));
  const supervisors = useQuery(peopleChoicesQuery('supervisors', ''));
  const linked = useQuery({ ...userForEditQuery(internId), enabled: internId !== '' });
  useQueryFailure(linked.error, errorMessages.couldNotGetInterns);
  if (interns.isPending || supervisors.isPending || (internId && linked.isPending)) {
    return <LoadingScreen />;
  }
  return <AssignForm linked={linked.data?.Role === 'INT' ? linked.data : null} />;
}

function AssignForm({ linked }: { linked: User | null }) {
  const t = useT();
  const { submit: send } = useAssignSupervisor();
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AssignValues, unknown, AssignSupervisorPayload>({
    resolver: zodResolver(assignSupervisorSchema) as Resolver<
      AssignValues,
      unknown,
      AssignSupervisorPayload
    >,
    defaultValues: { InternID: linked ? String(linked.user_id) : '', SupervisorID: '' },
  });

  const submit = handleSubmit((payload) => send(payload, { setError, getValues }));

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <PageTitle>{t('Assign Supervisor to Intern')}</PageTitle>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <FormErrorSummary control={control} />
        <Controller
          control={control}
          name="InternID"
          render={({ field }) => (
            <PersonPicker
              label={t('Intern')}
              people="interns"
              failureMessage={errorMessages.couldNotGetInterns}
              initial={linked}
              field={field}
              error={errors.InternID?.message}
              describe={(intern) =>
                intern.Supervisor ? `${intern.Name} (${intern.Supervisor.Name})` : intern.Name
              }
            />
          )}
        />
        <Controller
          control={control}
          name="SupervisorID"
          render={({ field }) => (
            <PersonPicker
              label={t('Supervisor')}
              people="supervisors"
              failureMessage={errorMessages.couldNotGetSupervisors}
              field={field}
              error={errors.SupervisorID?.message}
              describe={(supervisor) =>
                supervisor.Position ? `${supervisor.Name}, ${supervisor.Position}` : supervisor.Name
              }
            />
          )}
        />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('Assign')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
