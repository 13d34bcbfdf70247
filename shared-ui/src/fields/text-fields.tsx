import type { Ref } from 'react';
import { useT } from 'shared-api';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

/** Every field takes its error as a message and shows it under itself. */
export type FieldProps = Omit<OutlinedFieldProps, 'error' | 'ref'> & {
  error?: string;
  /** Goes to the <input>, so react-hook-form's `register` can focus it. */
  ref?: Ref<HTMLInputElement>;
};

/** An e-mail input (type email), labelled 'Email' unless told otherwise. */
export function EmailField({ error, ref, label, ...props }: FieldProps) {
  const t = useT();
  return (
    <OutlinedField
      type="email"
      autoComplete="email"
      fullWidth
      label={label ?? t('Email')}
      {...props}
      inputRef={ref}
      error={Boolean(error)}
      helperText={error ?? props.helperText}
    />
  );
}
