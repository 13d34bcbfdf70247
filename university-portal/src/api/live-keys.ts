import type { LiveKeys } from 'shared-ui/notifications';
import { universityKeys } from './query-keys';

/**
 * What the academic supervisor's screens show of each notification (docs/product.md,
 * "Notifications"): every one of theirs (a week signed, the evaluation submitted, the letter
 * issued) is about one student, its `Ref`, and changes that student's page and the students'
 * figures.
 */
export const universityLiveKeys: LiveKeys = ({ Ref }) => [
  universityKeys.students,
  universityKeys.student(Ref),
];
