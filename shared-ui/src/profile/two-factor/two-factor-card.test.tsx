import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage } from 'shared-api';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { renderAt } from '../../test-utils/render';
import { TwoFactorCard } from './two-factor-card';

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';

let api: MockApi;
let enabled: boolean;
beforeEach(() => {
  enabled = false;
  api = mockApi(
    answers({
      'GET /Account/TwoFactor': () => ({
        status: 200,
        data: { Enabled: enabled, RecoveryCodesLeft: enabled ? 10 : 0 },
      }),
      'POST /Account/TwoFactor/SetUp': {
        status: 200,
        data: { Uri: 'otpauth://totp/x', QrCode: QR, Secret: 'KRUGS4ZANFZSAYJAONSWG4TFOQ' },
      },
      'POST /Account/TwoFactor/Confirm': (request) => {
        if ((bodyOf(request) as { Code: string }).Code !== '123456') {
          return {
            status: 422,
            data: {
              message: 'The given data was invalid.',
              errors: { Code: ['This code is not right. Enter the code your app shows now.'] },
            },
          };
        }
        enabled = true;
        return { status: 200, data: { RecoveryCodes: CODES } };
      },
      'POST /Account/TwoFactor/Disable': (request) => {
        const { Password } = bodyOf(request) as { Password: string };
        if (Password !== 'right-password') {
          return {
            status: 422,
            data: { message: 'x', errors: { Password: ['The password is not right.'] } },
          };
        }
        enabled = false;
        return { status: 200, data: { message: 'Two-factor authentication is off.' } };
      },
    }),
  );
});
afterEach(() => api.restore());

test('sets up with the QR code and a code, then shows the ten recovery codes once', async () => {
  const user = userEvent.setup();
  renderAt(<TwoFactorCard />);
  expect(screen.getByText('Loading...')).toBeVisible();
  expect(await screen.findByText(/^Off: add a code/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Set up' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Set up two-factor authentication' }),
  );
  expect(
    await dialog.findByRole('img', { name: 'QR code for your authenticator app' }),
  ).toHaveAttribute('src', QR);
  expect(dialog.getByText('Key: KRUGS4ZANFZSAYJAONSWG4TFOQ')).toBeVisible();

  await user.click(dialog.getByRole('button', { name: 'Turn on' }));
  expect(await dialog.findByText('Enter the code your app shows.')).toBeVisible();
  await user.type(dialog.getByRole('textbox', { name: 'Code from the app' }), '000000');
  await user.click(dialog.getByRole('button', { name: 'Turn on' }));
  expect(
    await dialog.findByText('This code is not right. Enter the code your app shows now.'),
  ).toBeVisible();

  await user.clear(dialog.getByRole('textbox', { name: 'Code from the app' }));
  await user.type(dialog.getByRole('textbox', { name: 'Code from the app' }), '123456');
  await user.click(dialog.getByRole('button', { name: 'Turn on' }));
  const list = within(await dialog.findByRole('list', { name: 'Recovery codes' }));
  expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
  expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
  expect(await screen.findByText('Two-factor authentication is on')).toBeVisible();
  await user.click(dialog.getByRole('button', { name: 'Done' }));
  expect(await screen.findByText('Recovery codes left: 10')).toBeVisible();
  expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
});

test('turns off with the password and a code, saying a wrong password under its field', async () => {
  enabled = true;
  const user = userEvent.setup();
  renderAt(<TwoFactorCard />);
  await user.click(await screen.findByRole('button', { name: 'Turn off' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' }),
  );
  await user.type(dialog.getByLabelText(/^Password/), 'wrong-password');
  await user.type(
    dialog.getByRole('textbox', { name: 'Code from the app or a recovery code' }),
    '123456',
  );
  await user.click(dialog.getByRole('button', { name: 'Turn off' }));
  expect(await dialog.findByText('The password is not right.')).toBeVisible();
  await user.clear(dialog.getByLabelText(/^Password/));
  await user.type(dialog.getByLabelText(/^Password/), 'right-password');
  await user.click(dialog.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Two-factor authentication is off')).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Set up' })).toBeVisible();
  expect(bodyOf(sent(api.requests, 'POST', '/Account/TwoFactor/Disable')[1])).toEqual({
    Password: 'right-password',
    Code: '123456',
  });
});

test('speaks Swahili', async () => {
  await act(() => showLanguage('sw'));
  try {
    renderAt(<TwoFactorCard />);
    expect(
      await screen.findByRole('heading', { name: 'Uthibitishaji wa hatua mbili' }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Weka' })).toBeVisible();
  } finally {
    await act(() => showLanguage('en'));
  }
});
