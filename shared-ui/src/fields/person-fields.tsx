import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { m, useT, type Position } from 'shared-api';
// By name, not relatively: a page that draws these has the parts already, so this adds only itself.
import { EmailField, OutlinedField, PositionSelect } from 'shared-ui/fields';
import { PhoneField } from 'shared-ui/phone-field';

/** The values every person form holds; Position only where `positions` is given. */
export interface PersonFieldValues {
  Name: string;
  Email: string;
  PhoneNumber: string;
}

export interface PersonFieldsProps<T extends PersonFieldValues, U extends FieldValues> {
  control: Control<T, unknown, U>;
  /** 'off' where someone types another person's details (the browser's would be their own). */
  autoComplete?: 'off';
  /** Drawn between Email and Phone Number (the profile's Current Password). */
  afterEmail?: ReactNode;
  /** Adds the Position / Department select, with these choices. */
  positions?: Position[];
  positionLabel?: string;
  positionDisabled?: boolean;
  /** Name, Email and Phone Number shown but not editable: another system owns them (issue 89). */
  contactDisabled?: boolean;
}

/** Name, Email, Phone Number (and Position) of an applicant, an intern or a supervisor. */
export function PersonFields<T extends PersonFieldValues, U extends FieldValues>({
  control,
  autoComplete,
  afterEmail,
  positions,
  positionLabel = m('Department'),
  positionDisabled,
  contactDisabled,
}: PersonFieldsProps<T, U>) {
  const t = useT();
  // Every T has these names; react-hook-form cannot tell through the type parameter.
  const fields = control as unknown as Control<PersonFieldValues & { Position?: unknown }>;
  return (
    <>
      <Controller
        control={fields}
        name="Name"
        render={({ field, fieldState: { error } }) => (
          <OutlinedField
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t('Name')}
            disabled={contactDisabled}
            required
            fullWidth
            autoComplete={autoComplete ?? 'name'}
            error={Boolean(error)}
            helperText={error?.message}
          />
        )}
      />
      <Controller
        control={fields}
        name="Email"
        render={({ field, fieldState: { error } }) => (
          <EmailField
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={contactDisabled}
            required
            autoComplete={autoComplete ?? 'email'}
            error={error?.message}
          />
        )}
      />
      {afterEmail}
      <Controller
        control={fields}
        name="PhoneNumber"
        render={({ field, fieldState: { error } }) => (
          <PhoneField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={contactDisabled}
            required
            error={error?.message}
          />
        )}
      />
      {positions && (
        <Controller
          control={fields}
          name="Position"
          render={({ field, fieldState: { error } }) => (
            <PositionSelect
              name={field.name}
              ref={field.ref}
              label={positionLabel}
              positions={positions}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={positionDisabled}
              required
              error={error?.message}
            />
          )}
        />
      )}
    </>
  );
}
