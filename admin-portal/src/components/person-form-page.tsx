import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import { errorMessages, useT } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { positionsQuery, userForEditQuery } from 'shared-ui/profile';
import { PageTitle } from 'shared-ui/layout';
import { PersonForm, type PersonFormProps } from './person-form';

export interface PersonFormPageProps extends Pick<PersonFormProps, 'submitLabel' | 'onSubmit'> {
  title: string;
  /** The user to edit (GET /User/{id}/edit); none for a new one. */
  personId?: string;
  /** The catalogue message when the user cannot be loaded. */
  loadFailure?: string;
  /** The list this form belongs to, offered when something could not be loaded. */
  backTo: string;
  /** Shown under the form once it is loaded (the person's personal-data actions). */
  children?: ReactNode;
}

/** A person's create or edit page: the departments (and the person) loaded, then the form. */
export function PersonFormPage(props: PersonFormPageProps) {
  const t = useT();
  const { title, personId, loadFailure, backTo, submitLabel, onSubmit, children } = props;
  const positions = useQuery(positionsQuery());
  const person = useQuery({ ...userForEditQuery(personId ?? ''), enabled: Boolean(personId) });
  useQueryFailure(positions.error, errorMessages.couldNotGetPositions);
  useQueryFailure(person.error, loadFailure ?? errorMessages.couldNotGetYourDetails);

  if (positions.isPending || (personId && person.isPending)) return <LoadingScreen />;
  const ready = positions.data && (!personId || person.data);

  const form = (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <PageTitle>{title}</PageTitle>
      {ready ? (
        <PersonForm
          positions={positions.data}
          person={person.data}
          submitLabel={submitLabel}
          onSubmit={onSubmit}
        />
      ) : (
        <Button component={RouterLink} to={backTo}>
          {t('Back to the list')}
        </Button>
      )}
    </Paper>
  );
  if (!ready || !children) return form;
  return (
    <Stack spacing={3}>
      {form}
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>{children}</Paper>
    </Stack>
  );
}
