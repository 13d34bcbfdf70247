import type { QueryKey } from '@tanstack/react-query';
import type { LiveKeys } from 'shared-ui/notifications';
import { adminKeys } from './query-keys';

/** What the administrator's screens show of each notification (docs/product.md, "Notifications"). */
export const adminLiveKeys: LiveKeys = ({ Kind }) => {
  const keys: Record<string, QueryKey[]> = {
    application_received: [adminKeys.applications, adminKeys.dashboard],
    account_activated: [adminKeys.interns, adminKeys.dashboard],
    mail_undelivered: [adminKeys.mail],
    staff_left: [adminKeys.interns],
  };
  return keys[Kind] ?? [];
};
