import { useQueryClient } from '@tanstack/react-query';
import type { Id } from 'shared-api';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationMessages,
  notificationKeys,
} from 'shared-api/notifications';
import { useConfirmedMutation } from '../mutations/use-confirmed-mutation';

/** Marks one notification (an id) or all ('all') read; the bell and the page refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useConfirmedMutation({
    mutationFn: (id: Id | 'all') =>
      id === 'all' ? markAllNotificationsRead() : markNotificationRead(id),
    failureMessage: notificationMessages.couldNotMarkRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
