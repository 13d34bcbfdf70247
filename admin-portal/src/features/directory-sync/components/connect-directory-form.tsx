import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { FormErrorSummary } from 'shared-ui/fields';
import { useT } from 'shared-api';
import { connectSchema, type ConnectPayload } from '../api/directories';
import { useConnectDirectory } from '../hooks/use-connect-directory';
import type { ShownToken } from './new-token';

/** 'Connect a directory': its name, then its token (to `onToken`, shown once). */
export function ConnectDirectoryForm({ onToken }: { onToken: (shown: ShownToken) => void }) {
  const t = useT();
  const { submit: send } = useConnectDirectory(onToken);
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ConnectPayload>({
    resolver: zodResolver(connectSchema),
    defaultValues: { Name: '' },
  });
  const submit = handleSubmit(async (payload) => {
    if (await send(payload, { setError, getValues })) reset();
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <FormErrorSummary control={control} />
      <TextField
        {...register('Name')}
        label={t('Name')}
        placeholder={t('e.g. Microsoft Entra ID')}
        size="small"
        required
        autoComplete="off"
        error={Boolean(errors.Name)}
        helperText={errors.Name?.message && t(errors.Name.message)}
        sx={{ minWidth: { sm: 320 } }}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {t('Connect')}
      </Button>
    </Stack>
  );
}
