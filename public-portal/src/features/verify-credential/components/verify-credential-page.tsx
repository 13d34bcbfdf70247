import Button from '@mui/material/Button';
import NoSsr from '@mui/material/NoSsr';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useT } from 'shared-api';
import { CREDENTIAL_FORM_FIELD } from 'shared-api/credentials';
import { verifyCredentialSchema } from 'shared-api/letters';
import { publicPaths } from '../../../api/paths';
import { FormPage } from '../../../components/form-page';
import { useCredentialCheck } from '../hooks/use-credential-check';
import { CredentialAnswer } from './credential-answer';
import { CredentialFileDrop } from './credential-file-drop';

/**
 * /verify: checks a completion letter's credential (issue 86), dropped, chosen or pasted: its
 * verdict (valid, revoked, tampered, an issuer not known), what was checked and what it says.
 * A form that posts to /verify, so that it works without JavaScript too: the server then draws
 * the page with the same answer; with JavaScript the page asks the API and stays.
 */
export function VerifyCredentialPage() {
  const t = useT();
  const { answer, check, isChecking } = useCredentialCheck();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const send = (credential: string) => {
    const parsed = verifyCredentialSchema.safeParse({ Credential: credential });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    check(parsed.data.Credential);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };

  return (
    <FormPage
      title={t('Check a credential')}
      hint={t(
        'A completion letter also comes as a credential: a file the firm signed. Drop it here, choose it or paste its text: this page checks its signature, its issuer and whether it was revoked, and shows what it says.',
      )}
      links={[{ to: publicPaths.landing, label: t('Home') }]}
    >
      <Stack
        component="form"
        method="post"
        action={publicPaths.verifyCredential}
        noValidate
        spacing={2}
        onSubmit={onSubmit}
      >
        <NoSsr>
          <CredentialFileDrop
            onText={(read) => {
              setText(read);
              send(read);
            }}
          />
        </NoSsr>
        <TextField
          name={CREDENTIAL_FORM_FIELD}
          label={t('Paste the credential')}
          multiline
          rows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ? t(problem) : t("The credential file's text (JSON)")}
          slotProps={{
            htmlInput: {
              spellCheck: false,
              autoCapitalize: 'off',
              sx: { fontFamily: 'monospace' },
            },
          }}
        />
        <Button type="submit" variant="contained" disabled={isChecking}>
          {isChecking ? t('Checking…') : t('Check')}
        </Button>
      </Stack>
      {answer && <CredentialAnswer answer={answer} />}
    </FormPage>
  );
}
