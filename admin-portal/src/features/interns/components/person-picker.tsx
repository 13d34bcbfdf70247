import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { useT, type User } from 'shared-api';
import { useQueryFailure } from 'shared-ui/feedback';
import { CHOICES_PAGE_SIZE, peopleChoicesQuery } from '../../../api/people-queries';

export interface PersonPickerProps {
  label: string;
  people: 'interns' | 'supervisors';
  failureMessage: string;
  field: Pick<ControllerRenderProps, 'name' | 'onChange' | 'onBlur' | 'ref'>;
  /** The person chosen before the page opened (a link's `?intern=`). */
  initial?: User | null;
  error?: string;
  describe: (person: User) => string;
}

// As the tables' search: asked 200 ms after the last keystroke.
const SEARCH_DEBOUNCE_MS = 200;

/** The text typed, settled: asked of the server once typing pauses. */
function useSettled(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * A searchable choice of an active intern or supervisor. It offers the first matches of what is
 * typed, searched by the server, so the screen never downloads a whole list of people.
 */
export function PersonPicker(props: PersonPickerProps) {
  const t = useT();
  const { label, people, failureMessage, field, initial = null, error, describe } = props;
  const [chosen, setChosen] = useState<User | null>(initial);
  const [text, setText] = useState(initial ? describe(initial) : '');
  // Typing a new search, not showing the chosen one's label, narrows the choices.
  const search = useSettled(chosen && text === describe(chosen) ? '' : text);
  // The page loaded the first choices: a failure there is reported here, not asked again.
  const query = useQuery({ ...peopleChoicesQuery(people, search), retryOnMount: false });
  useQueryFailure(query.error, failureMessage);
  const { rows = [], total = 0 } = query.data ?? {};
  const more = total - rows.length;

  return (
    <Autocomplete
      options={rows}
      value={chosen}
      inputValue={text}
      loading={query.isFetching}
      // The server has filtered them already.
      filterOptions={(options) => options}
      getOptionLabel={describe}
      getOptionKey={(person) => person.user_id}
      isOptionEqualToValue={(option, value) => option.user_id === value.user_id}
      noOptionsText={t('No matches')}
      onChange={(_, person) => {
        setChosen(person);
        field.onChange(person ? String(person.user_id) : '');
      }}
      onInputChange={(_, value) => setText(value)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          required
          label={label}
          placeholder={t('Type a name or an e-mail')}
          error={Boolean(error)}
          helperText={
            error
              ? t(error)
              : more > 0
                ? t('The first {count} of {total}: type to narrow them down', {
                    count: CHOICES_PAGE_SIZE,
                    total,
                  })
                : undefined
          }
        />
      )}
    />
  );
}
