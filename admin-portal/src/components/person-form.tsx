import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, type Resolver } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import {
  useT,
  type AdminProfilePayload,
  type DepartmentPayload,
  type Position,
  type User,
} from 'shared-api';
import { adminProfileSchema, departmentSchema } from 'shared-api/forms';
import type { FormFields } from 'shared-ui/mutations';
import { PersonFields } from 'shared-ui/person-fields';

interface PersonValues {
  Name: string;
  Email: string;
  PhoneNumber: string;
  Position: string;
}

export interface PersonFormProps {
  positions: Position[];
  /** The person being edited; empty fields for a new one. */
  person?: Pick<User, 'Name' | 'Email' | 'PhoneNumber' | 'position_id' | 'ManagedBy'>;
  submitLabel: string;
  /** Sends the payload; places a refusal on the form (useFormMutation's `submit`). */
  onSubmit: (payload: PersonPayload, form: FormFields) => Promise<boolean>;
}

/** The whole person, or (one a directory manages, issue 89) the Department alone. */
export type PersonPayload = AdminProfilePayload | DepartmentPayload;

/**
 * Name, Email, Phone Number and Department of a supervisor or an intern. Create and edit share
 * shared-api's one schema (`createSupervisorSchema` is `adminProfileSchema`); a 422 shows under
 * its field, any other failure in the popup.
 */
export function PersonForm({ positions, person, submitLabel, onSubmit }: PersonFormProps) {
  const t = useT();
  // Issue 89: the directory owns the contact fields (and the account's deactivation); they are
  // shown, not sent, and the Department is what is left to change.
  const managedBy = person?.ManagedBy ?? null;
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { isSubmitting },
  } = useForm<PersonValues, unknown, PersonPayload>({
    resolver: (managedBy === null
      ? zodResolver(adminProfileSchema)
      : zodResolver(departmentSchema)) as unknown as Resolver<PersonValues, unknown, PersonPayload>,
    defaultValues: {
      Name: person?.Name ?? '',
      Email: person?.Email ?? '',
      PhoneNumber: person?.PhoneNumber ?? '',
      Position: person?.position_id ? String(person.position_id) : '',
    },
  });

  const submit = handleSubmit((payload) => onSubmit(payload, { setError, getValues }));

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormErrorSummary control={control} />
      {managedBy !== null && (
        <Alert severity="info">
          <AlertTitle>{t('Managed by {directory}', { directory: managedBy })}</AlertTitle>
          {t(
            'Name, Email and Phone Number are changed in {directory}, which also deactivates the account.',
            { directory: managedBy },
          )}
        </Alert>
      )}
      <PersonFields
        control={control}
        autoComplete="off"
        positions={positions}
        positionLabel={t('Department')}
        contactDisabled={managedBy !== null}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
