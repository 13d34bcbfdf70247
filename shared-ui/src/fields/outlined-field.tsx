import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { OutlinedTextFieldProps } from '@mui/material/TextField';
import { useId, type Ref } from 'react';
import { useT } from 'shared-api';
import { shown } from '../i18n/shown';

export interface OutlinedFieldSlotProps {
  input?: Partial<OutlinedInputProps>;
  htmlInput?: OutlinedInputProps['inputProps'];
  inputLabel?: { shrink?: boolean };
}

export type OutlinedFieldProps = Omit<
  OutlinedTextFieldProps,
  | 'variant'
  | 'select'
  | 'slots'
  | 'slotProps'
  | 'multiline'
  | 'rows'
  | 'minRows'
  | 'maxRows'
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
  | 'FormHelperTextProps'
  | 'SelectProps'
> & {
  /** A native <select>; its <option>s are the children. */
  select?: boolean;
  slotProps?: OutlinedFieldSlotProps;
  ref?: Ref<HTMLDivElement>;
};

/**
 * MUI's outlined TextField, built from the parts TextField itself uses (the same classes, label,
 * notch, helper text and aria wiring). TextField always imports the menu Select, and with it
 * Menu, Popover and their transitions, though every select here is native: this field keeps
 * them off the pages that only show text boxes (docs/decisions.md, "First visit"). Its label,
 * helper text (a field's error message) and placeholder are translated here (docs/i18n.md).
 */
export function OutlinedField(props: OutlinedFieldProps) {
  const {
    autoComplete,
    autoFocus,
    children,
    defaultValue,
    helperText: givenHelperText,
    id: givenId,
    inputRef,
    label: givenLabel,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder: givenPlaceholder,
    select = false,
    slotProps = {},
    type,
    value,
    ...formControl
  } = props;
  const t = useT();
  const label = shown(t, givenLabel);
  const helperText = shown(t, givenHelperText);
  const placeholder = givenPlaceholder && t(givenPlaceholder);
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const shrink = slotProps.inputLabel?.shrink;
  const inputProps = {
    id,
    name,
    value,
    defaultValue,
    onBlur,
    onFocus,
    inputRef,
    autoFocus,
    autoComplete,
    placeholder,
    'aria-describedby': helperTextId,
  };

  return (
    <FormControl variant="outlined" {...formControl}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
          {label}
        </InputLabel>
      )}
      {select ? (
        <NativeSelect
          input={<OutlinedInput label={label} notched={shrink} {...slotProps.input} />}
          {...inputProps}
          // The same change event, from a <select> instead of an <input>.
          onChange={onChange as NativeSelectProps['onChange']}
          inputProps={slotProps.htmlInput as NativeSelectProps['inputProps']}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          label={label}
          notched={shrink}
          type={type}
          {...inputProps}
          onChange={onChange}
          inputProps={slotProps.htmlInput}
          {...slotProps.input}
        />
      )}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
