import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useT, type TaskComment } from 'shared-api';
import type { ThreadOptions } from './thread-options';
import { ThreadAddForm } from './thread-add-form';
import { ThreadEntry } from './thread-entry';

export interface TaskThreadProps {
  options: ThreadOptions;
  entries: TaskComment[];
  /** The task's intern: their entries are comments, everyone else's remarks. */
  internId: number;
  /** Entries to mark 'New'; none by default. */
  isNew?: (entry: TaskComment) => boolean;
  /** Drawn after the entries: the intern's comments kept on the phone, waiting to be sent. */
  waiting?: ReactNode;
}

/**
 * 'Comments and Remarks' of a task: the entries with their authors, one's own editable in
 * place, then the add form. The intern's and the supervisor's task pages differ only in words
 * (`options.texts`, translated here) and in what counts as new; the frame around it is the page's.
 */
export function TaskThread({ options, entries, internId, isNew, waiting }: TaskThreadProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('Comments and Remarks')}
      </Typography>
      {entries.length === 0 ? (
        !waiting && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {options.texts.empty && t(options.texts.empty)}
          </Typography>
        )
      ) : (
        <List aria-labelledby={headingId} disablePadding sx={{ mb: 2 }}>
          {entries.map((entry) => {
            const own = entry.user_id === options.userId;
            return (
              <ThreadEntry
                key={entry.id}
                options={options}
                entry={entry}
                kind={entry.user_id === internId ? 'Comment' : 'Remark'}
                own={own}
                isNew={!own && (isNew?.(entry) ?? false)}
              />
            );
          })}
        </List>
      )}
      {waiting}
      <ThreadAddForm options={options} />
    </section>
  );
}
