import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { credentialCheckKey, type CredentialCheck } from 'shared-api/credentials';
import { bodyOf, mockApi, type MockApi } from 'shared-api/testing';
import { createTestQueryClient, renderAt } from 'shared-ui/testing';
import PublicRoutes from '../../../routes';

const CREDENTIAL = JSON.stringify({
  '@context': ['https://www.w3.org/ns/credentials/v2'],
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  credentialSubject: { name: 'Amina Otieno' },
});
const subject = {
  Name: 'Amina Otieno',
  Achievement: 'Internship: Software Engineering',
  Issuer: 'Acme Technology Services',
  IssuedOn: '2027-03-29',
};
const checks = (failed: string | null) =>
  ['The signature is the issuer’s', 'The issuer is this firm', 'It is not revoked'].map(
    (Check) => ({ Check, Passed: Check !== failed }),
  );
const verdicts: [CredentialCheck['Result'], string, string | null][] = [
  ['valid', 'This credential is valid.', null],
  ['revoked', 'This credential was revoked.', 'It is not revoked'],
  [
    'tampered',
    'This credential was changed after it was signed: its name.',
    'The signature is the issuer’s',
  ],
  [
    'unknown-issuer',
    'This credential was signed by an issuer this site does not know.',
    'The issuer is this firm',
  ],
];
const TITLES = {
  valid: 'Valid',
  revoked: 'Revoked',
  tampered: 'Tampered with',
  'unknown-issuer': 'Issuer not known',
};

let api: MockApi;
afterEach(() => api.restore());

function answer(status: number, data: unknown) {
  api = mockApi(() => ({ status, data }));
}

const user = () => userEvent.setup({ delay: null });

function open(options: Parameters<typeof renderAt>[1] = {}) {
  renderAt(<PublicRoutes notFound={null} />, { at: '/verify', ...options });
}

async function paste(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Paste the credential' });
  fireEvent.change(box, { target: { value: text } });
  await user().click(screen.getByRole('button', { name: 'Check' }));
}

describe('/verify, the check of a credential', () => {
  test.each(verdicts)(
    'a %s credential: its verdict in words, what was checked and what it says',
    async (result, message, failed) => {
      answer(200, { Result: result, message, Checks: checks(failed), Subject: subject });
      open();
      expect(screen.getByRole('heading', { name: 'Check a credential' })).toBeVisible();
      await paste(CREDENTIAL);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(TITLES[result]);
      expect(alert).toHaveTextContent(message);
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]).toMatchObject({ method: 'post', url: '/Credential/verify' });
      expect(bodyOf(api.requests[0])).toEqual({ Credential: CREDENTIAL });

      // Each check says passed or failed in words (its icon's name), not by its colour alone.
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(
        checks(failed).map((c) => `${c.Passed ? 'Check passed' : 'Check failed'}${c.Check}`),
      );
      for (const [index, { Passed }] of checks(failed).entries()) {
        const name = Passed ? 'Check passed' : 'Check failed';
        expect(within(items[index]).getByRole('img', { name })).toBeInTheDocument();
      }
      expect(screen.getByRole('heading', { name: 'What it says' })).toBeVisible();
      expect(screen.getByText('Amina Otieno')).toBeVisible();
      expect(screen.getByText('Internship: Software Engineering')).toBeVisible();
      expect(screen.getByText('Acme Technology Services')).toBeVisible();
      expect(screen.getByText('29 Mar 2027')).toBeVisible();
    },
  );

  test.each([
    [413, 'The credential is over 1 MB.'],
    [422, 'This is not JSON: unexpected token at line 1.'],
  ])('a %i refusal shows the server’s reason, and no verdict', async (status, message) => {
    answer(status, { message });
    open();
    await paste('{ not json');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not checked');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'What was checked' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
  });

  test('a failure without a reason is the catalogue’s message', async () => {
    answer(500, { message: 'Internal Server Error' });
    open();
    await paste(CREDENTIAL);
    expect(
      await screen.findByText('Could not check the credential. Try again later.'),
    ).toBeVisible();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });

  test('nothing pasted: it asks for the credential and sends nothing', async () => {
    answer(200, {});
    open();
    await paste('   ');
    expect(await screen.findByText('Paste a credential, or choose its file')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  test('a dropped file is read into the box and checked', async () => {
    answer(200, {
      Result: 'valid',
      message: 'This credential is valid.',
      Checks: checks(null),
      Subject: subject,
    });
    open();
    const zone = await screen.findByTestId('credential-drop-zone');
    const file = new File([CREDENTIAL], 'credential-ABCD.json', { type: 'application/json' });
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This credential is valid.');
    expect(bodyOf(api.requests[0])).toEqual({ Credential: CREDENTIAL });
    expect(screen.getByRole('textbox', { name: 'Paste the credential' })).toHaveValue(CREDENTIAL);
    expect(screen.getByText('credential-ABCD.json')).toBeVisible();
  });

  test('a chosen file is checked; a file over 1 MB is refused unread', async () => {
    answer(200, {
      Result: 'revoked',
      message: 'This credential was revoked.',
      Checks: checks('It is not revoked'),
      Subject: subject,
    });
    open();
    const input = await screen.findByLabelText('Choose a file');
    const big = new File(['x'.repeat(1024 * 1024 + 1)], 'video.json', { type: 'application/json' });
    await user().upload(input, big);
    expect(
      await screen.findByText(
        'The file is over 1 MB, far larger than a credential. Check that it is the right file.',
      ),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);

    await user().upload(input, new File([CREDENTIAL], 'c.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revoked');
    expect(api.requests).toHaveLength(1);
  });

  test('works as a plain form: it posts `credential` to /verify and draws the server’s answer', async () => {
    answer(200, {});
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(credentialCheckKey, {
      Result: 'tampered',
      message: 'This credential was changed after it was signed: its name.',
      Checks: checks('The signature is the issuer’s'),
      Subject: subject,
    });
    open({ queryClient });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tampered with');
    expect(alert).toHaveTextContent('This credential was changed after it was signed: its name.');
    const box = screen.getByRole('textbox', { name: 'Paste the credential' });
    expect(box).toHaveAttribute('name', 'credential');
    const form = box.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/verify');
    expect(api.requests).toHaveLength(0);
  });

  test('in Swahili', async () => {
    await act(() => showLanguage('sw'));
    answer(200, {
      Result: 'valid',
      message: 'Cheti hiki ni halali.',
      Checks: checks(null),
      Subject: subject,
    });
    open();
    expect(
      await screen.findByRole('heading', { name: 'Kagua cheti cha kidijitali' }),
    ).toBeVisible();
    const box = screen.getByRole('textbox', { name: 'Bandika cheti cha kidijitali' });
    fireEvent.change(box, { target: { value: CREDENTIAL } });
    await user().click(screen.getByRole('button', { name: 'Kagua' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Halali');
    expect(alert).toHaveTextContent('Cheti hiki ni halali.');
    expect(screen.getAllByRole('img', { name: 'Ukaguzi umefaulu' })).toHaveLength(3);
    await act(() => showLanguage('en'));
  });
});

describe('/verify/<code>', () => {
  test('links to the check of a credential file', async () => {
    answer(404, { message: 'No such letter' });
    renderAt(<PublicRoutes notFound={null} />, { at: '/verify/NOPE' });
    expect(await screen.findByText('No such letter')).toBeVisible();
    await user().click(screen.getByRole('link', { name: 'Check a credential file instead' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/verify'));
    expect(await screen.findByRole('heading', { name: 'Check a credential' })).toBeVisible();
  });
});
