import { m } from 'shared-api';

/** What a directory's change did, by the kind the server names it (unknown kinds as they are). */
export const CHANGE_KINDS: Record<string, string> = {
  'directory-created': m('Created'),
  'directory-updated': m('Updated'),
  'directory-role': m('Role changed'),
  'directory-deactivated': m('Deactivated'),
  'directory-reactivated': m('Reactivated'),
  'directory-deleted': m('Deleted'),
};

/** For a cell without a value (no request yet, no error). */
export const NONE = '—';
