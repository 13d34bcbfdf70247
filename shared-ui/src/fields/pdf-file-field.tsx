import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { useT } from 'shared-api';
import { PDF_ACCEPT, pdfFileProblem } from 'shared-api/forms';
import { usePercent } from '../i18n/percent';
import { useProgressAnnouncement } from './use-progress-announcement';
import { UploadIcon } from '../icons/icons';

export interface PdfFileFieldProps {
  /** e.g. 'CV' or 'University Letter': the field's label, above its 'Choose PDF' button. */
  label: string;
  name?: string;
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string;
  /** Upload progress in percent while the form is being sent; no bar when null or absent. */
  progress?: number | null;
  disabled?: boolean;
  required?: boolean;
  /** Passed on to the `<input type="file">`, e.g. react-hook-form's `field.ref`. */
  ref?: Ref<HTMLInputElement>;
}

// Hidden from sight but not from the keyboard: Tab reaches the real file input, and Enter or
// Space opens the file picker.
const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  bottom: 0,
  left: 0,
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/**
 * A PDF-only file input (anything else, or over 5 MB, is refused on the spot), reachable with
 * the keyboard, that can show its file's upload progress.
 */
export function PdfFileField(props: PdfFileFieldProps) {
  const { label, name, value, onChange, onBlur, error, progress, disabled, required, ref } = props;
  const t = useT();
  const percent = usePercent();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;
  const shownLabel = label && t(label);
  const described = `${id}-file ${id}-error`;
  useProgressAnnouncement(shownLabel, progress ?? null);
  return (
    <Box>
      <FormLabel htmlFor={id} required={required} error={Boolean(message)}>
        {shownLabel}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={disabled}
          // The input inside takes the focus, so the button itself is not a second tab stop.
          tabIndex={-1}
          role={undefined}
          sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {t('Choose PDF')}
          <Box
            component="input"
            ref={ref}
            type="file"
            name={name}
            accept={PDF_ACCEPT}
            disabled={disabled}
            id={id}
            aria-describedby={described}
            aria-invalid={Boolean(message)}
            onBlur={onBlur}
            // Browsers open the picker on Space only; Enter is what most people try first.
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              event.currentTarget.click();
            }}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0] ?? null;
              const refusal = file ? pdfFileProblem(file) : null;
              setProblem(refusal);
              onChange(refusal ? null : file);
              // Lets the same file be chosen again after a refusal.
              event.target.value = '';
            }}
            sx={visuallyHidden}
          />
        </Button>
        <Typography
          id={`${id}-file`}
          component="span"
          variant="body2"
          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {value ? value.name : t('No file chosen')}
        </Typography>
      </Box>
      {progress != null && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('{label} upload', { label: shownLabel })}
            sx={{ flexGrow: 1 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 40 }}>
            {percent(progress)}
          </Typography>
        </Box>
      )}
      <FormHelperText id={`${id}-error`} error={Boolean(message)}>
        {message ? t(message) : t('PDF, at most 5 MB')}
      </FormHelperText>
    </Box>
  );
}
