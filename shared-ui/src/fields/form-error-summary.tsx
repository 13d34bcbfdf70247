import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useT } from 'shared-api';
import { shown } from '../i18n/shown';
import { errorList, fieldOf, type Field } from './form-errors';

/**
 * What a screen reader hears when a submit fails (WCAG 3.3.1): at the top of its form, a box
 * headed 'There is a problem' that lists each error as a link to its field, and takes the
 * focus. Each field still shows its own message under itself, tied by aria-describedby. Draw it
 * first inside the <form>, handed the form's `control`.
 */
export function FormErrorSummary<Values extends FieldValues, Context, Payload>({
  control,
  textOf,
}: {
  control: Control<Values, Context, Payload>;
  /** A message in the language on screen, for a form whose messages take values. */
  textOf?: (message: string, label: string | undefined) => string | undefined;
}) {
  const t = useT();
  const headingId = useId();
  const { errors, submitCount } = useFormState({ control });
  const box = useRef<HTMLDivElement>(null);
  const [fields, setFields] = useState<Record<string, Field>>({});
  const focusedFor = useRef(0);
  const problems = submitCount > 0 ? errorList(errors) : [];
  const key = problems.map((problem) => problem.name).join('|');

  // Once drawn, each error's field (its id and label) is read from the form around the box.
  useLayoutEffect(() => {
    const form = box.current?.closest('form') ?? null;
    const found: Record<string, Field> = {};
    for (const name of key ? key.split('|') : []) {
      const field = fieldOf(form, name);
      if (field) found[name] = field;
    }
    // What the form drew (its fields' ids and labels) is known only once drawn, as a measure.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFields(found);
  }, [key]);

  // A failed submit moves the focus here, rather than to the first wrong field.
  useEffect(() => {
    if (submitCount > focusedFor.current && key !== '') {
      focusedFor.current = submitCount;
      // react-hook-form focuses the first field again in a timeout of its own: after it.
      const timer = setTimeout(() => box.current?.focus());
      return () => clearTimeout(timer);
    }
  }, [submitCount, key]);

  const follow = (event: MouseEvent, name: string) => {
    const field = fieldOf(box.current?.closest('form') ?? null, name);
    if (!field) return;
    event.preventDefault();
    field.target.focus();
  };

  // Nothing at all while there is no error: a hidden child would still take a Stack's spacing.
  if (problems.length === 0) return null;
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      style={{ gridColumn: '1 / -1' }}
    >
      <Alert severity="error" role="none">
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('There is a problem')}
        </Typography>
        <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
          {problems.map(({ name, message }) => {
            const field = fields[name];
            const said = textOf ? textOf(message, field?.label) : shown(t, message);
            const text = field?.label ? `${field.label}: ${said}` : said;
            return (
              <li key={name}>
                {field ? (
                  <Link
                    href={`#${field.id ?? ''}`}
                    color="inherit"
                    onClick={(event) => follow(event, name)}
                  >
                    {text}
                  </Link>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      </Alert>
    </div>
  );
}
