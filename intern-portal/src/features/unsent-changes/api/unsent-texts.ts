import { formatDate, translate } from 'shared-api';
import type { UnsentChange } from 'shared-api/offline-changes';

/** What the change was, in the language on screen: 'Week of 4 Jan 2027: draft', ... */
export function titleOf(change: UnsentChange): string {
  switch (change.Kind) {
    case 'week-draft':
      return translate('Week of {date}: draft', { date: formatDate(change.WeekStart) });
    case 'week-submit':
      return translate('Week of {date}: submitted for review', {
        date: formatDate(change.WeekStart),
      });
    case 'task-complete':
      return translate('Task completed: {task}', { task: change.TaskName });
    case 'comment':
      return translate('Comment on {task}', { task: change.TaskName });
  }
}

/** What the intern wrote, to copy before dismissing it; '' when they wrote nothing. */
export function writtenText(change: UnsentChange): string {
  switch (change.Kind) {
    case 'week-draft':
    case 'week-submit': {
      const { Activities, Learned, Hours } = change.Payload;
      const parts = [
        Activities && `${translate('Activities')}:\n${Activities}`,
        Learned && `${translate('What I learned')}:\n${Learned}`,
        Hours !== null && `${translate('Hours')}: ${Hours}`,
      ];
      return parts.filter(Boolean).join('\n\n');
    }
    case 'task-complete':
      return '';
    case 'comment':
      return change.Text;
  }
}
