import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'shared-ui/router';
import {
  applyFieldErrors,
  errorMessages,
  successMessages,
  toApiFailure,
  type AssignSupervisorPayload,
  type User,
} from 'shared-api';
import { assignSupervisor, assignSupervisorSchema } from 'shared-api/forms';
import { LoadingScreen, showFailure, showSuccess, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from '../../../components/page-title';
import {
  internsQuery,
  supervisorsQuery,
  useInvalidatePeople,
} from '../../../components/people-queries';
import { INTERNS_PATH } from '../intern-inputs/intern-paths';
import { PersonSelect } from './person-select';

interface AssignValues {
  InternID: string;
  SupervisorID: string;
}

/** /adminDashboard/assignSupervisor: PUT /User/{InternID} with InternID and SupervisorID. */
export function InternAssign() {
  const interns = useQuery(internsQuery());
  const supervisors = useQuery(supervisorsQuery());
  useQueryFailure(interns.error, errorMessages.couldNotGetInterns);
  useQueryFailure(supervisors.error, errorMessages.couldNotGetSupervisors);
  if (interns.isPending || supervisors.isPending) return <LoadingScreen />;
  return <AssignForm interns={interns.data ?? []} supervisors={supervisors.data ?? []} />;
}

function AssignForm({ interns, supervisors }: { interns: User[]; supervisors: User[] }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const invalidate = useInvalidatePeople();
  const mutation = useMutation({ mutationFn: assignSupervisor });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AssignValues, unknown, AssignSupervisorPayload>({
    resolver: zodResolver(assignSupervisorSchema) as Resolver<
      AssignValues,
      unknown,
      AssignSupervisorPayload
    >,
    defaultValues: { InternID: search.get('intern') ?? '', SupervisorID: '' },
  });

  const submit = handleSubmit(async (payload) => {
    try {
      await mutation.mutateAsync(payload);
    } catch (error) {
      const failure = toApiFailure(error, errorMessages.couldNotAssignSupervisor);
      if (!applyFieldErrors(failure, setError)) showFailure(failure);
      return;
    }
    showSuccess(successMessages.supervisorAssigned);
    void invalidate(['interns'], payload.InternID);
    navigate(INTERNS_PATH);
  });

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <PageTitle>Assign Supervisor to Intern</PageTitle>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        <Controller
          control={control}
          name="InternID"
          render={({ field }) => (
            <PersonSelect
              label="Intern"
              people={interns}
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
            <PersonSelect
              label="Supervisor"
              people={supervisors}
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
            Assign
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
