import InputAdornment from '@mui/material/InputAdornment';
import { OutlinedField } from '../fields/outlined-field';
import { useEffect, useState } from 'react';
import { useT } from 'shared-api';
import { SearchIcon } from '../icons/icons';

export const SEARCH_DEBOUNCE_MS = 200;

interface DebouncedSearchProps {
  value: string;
  onChange: (value: string) => void;
  recordCount: number;
}

/** The table's global search: filters 200 ms after the last keystroke (spec §9). */
export function DebouncedSearch({ value, onChange, recordCount }: DebouncedSearchProps) {
  const t = useT();
  const [text, setText] = useState(value);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <OutlinedField
      size="small"
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t('Search {count} records...', { count: recordCount })}
      slotProps={{
        htmlInput: { 'aria-label': t('Search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
