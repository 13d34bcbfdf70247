import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answers, bodyOf, mockApi, sent, type MockApi } from 'shared-api/testing';
import { renderAt } from '../test-utils/render';
import { MailPreferencesCard } from './mail-preferences-card';

let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      'GET /Notification/Preferences': {
        status: 200,
        data: {
          Preferences: [
            { Kind: 'task_assigned', Label: 'A task assigned to you', Mail: 'immediate' },
            { Kind: 'task_edited', Label: 'A task of yours edited', Mail: 'never' },
          ],
        },
      },
      'PUT /Notification/Preferences': { status: 200, data: { message: 'Preferences saved' } },
    }),
  );
});
afterEach(() => api.restore());

test('shows each choice in force and saves a change', async () => {
  const user = userEvent.setup();
  renderAt(<MailPreferencesCard />);
  expect(screen.getByRole('heading', { name: 'E-mail Notifications' })).toBeVisible();
  const assigned = await screen.findByRole('combobox', { name: 'A task assigned to you' });
  expect(assigned).toHaveValue('immediate');
  expect(screen.getByRole('combobox', { name: 'A task of yours edited' })).toHaveValue('never');
  await user.selectOptions(assigned, 'In the morning digest');
  await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
  expect(await screen.findByText('Preferences saved')).toBeVisible();
  const [put] = sent(api.requests, 'PUT', '/Notification/Preferences');
  expect(bodyOf(put)).toEqual({
    Preferences: [
      { Kind: 'task_assigned', Mail: 'digest' },
      { Kind: 'task_edited', Mail: 'never' },
    ],
  });
});

test('a failed read says so in the card, not over the profile', async () => {
  api.answer({ status: 500, data: {} });
  renderAt(<MailPreferencesCard />);
  expect(await screen.findByText('Could not get your e-mail preferences')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
