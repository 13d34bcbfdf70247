import type { Role } from '../../db/schema';
import { m } from '../../lib/texts';

/** What replaces a person's name where the row stays (tasks, comments, remarks keep theirs). */
export const FORMER_NAME: Record<Role, string> = {
  INT: m('Former intern'),
  SUP: m('Former supervisor'),
  ADM: m('Former administrator'),
  ACA: m('Former academic supervisor'),
};
