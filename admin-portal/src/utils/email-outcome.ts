import { m, translate, type ApplicationStatusAnswer } from 'shared-api';
import { showToast } from 'shared-ui/feedback';

type Delivery = ApplicationStatusAnswer['Email'];

/** What an admin reads when a change's e-mail did not go at once (docs/decisions.md). */
export const emailOutcomeTexts = {
  queued: m('The email could not be sent yet; it is queued and will be retried.'),
  logged: m('No mail server is configured, so the email was written to the server log.'),
  scheduledQueued: m(
    'Interview scheduled. The email could not be sent yet; it is queued and will be retried.',
  ),
  scheduledLogged: m(
    'Interview scheduled. No mail server is configured, so the email was written to the server log.',
  ),
} as const;

/** After a decline or a pass: the catalogue's toast, then a word on the e-mail if it did not go. */
export function showChangeOutcome(successMessage: string, email: Delivery | undefined): void {
  showToast(translate(successMessage), 'success');
  if (email === 'queued') showToast(translate(emailOutcomeTexts.queued), 'info');
  if (email === 'logged') showToast(translate(emailOutcomeTexts.logged), 'info');
}

/** After scheduling, the answer decides the one toast: 'Email sent Successfully' only if it went. */
export function showScheduleOutcome(sentMessage: string, email: Delivery | undefined): void {
  if (email === 'queued') showToast(translate(emailOutcomeTexts.scheduledQueued), 'info');
  else if (email === 'logged') showToast(translate(emailOutcomeTexts.scheduledLogged), 'info');
  else showToast(translate(sentMessage), 'success');
}
