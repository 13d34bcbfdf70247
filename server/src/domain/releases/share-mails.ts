import type { Texts } from '../../lib/texts';
import { hello, mailText, type MailContent } from '../mail/templates';
import type { ShareRow } from './release-shares.repository';

/** To each administrator when a share was rolled back automatically. */
export const shareEndedMail = (
  texts: Texts,
  name: string,
  share: Pick<ShareRow, 'package' | 'releaseId' | 'percent'>,
  reason: string,
): MailContent => {
  const { t } = texts;
  const values = { package: share.package, release: share.releaseId, percent: share.percent };
  return {
    subject: t('{package}: release {release} was rolled back', values),
    text: mailText(
      texts,
      hello(texts, name),
      t(
        'Release {release} of {package}, live for {percent} % of users, showed more errors than the live release, so it was rolled back. Users on it get the live release at their next page load.',
        values,
      ),
      reason,
      t('The Releases screen shows the figures.'),
    ),
  };
};
