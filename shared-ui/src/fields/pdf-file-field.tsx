import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useState } from 'react';
import { PDF_ACCEPT, pdfFileProblem } from 'shared-api';
import { UploadIcon } from '../icons/icons';

export interface PdfFileFieldProps {
  /** e.g. 'CV' or 'University Letter'; the button reads 'Choose <label>'. */
  label: string;
  name?: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
}

/** A PDF-only file input: anything else, or over 5 MB, is refused on the spot. */
export function PdfFileField({ label, name, value, onChange, error, disabled }: PdfFileFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;
  return (
    <Box>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
        Choose {label}
        <input
          hidden
          type="file"
          name={name}
          accept={PDF_ACCEPT}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const refusal = file ? pdfFileProblem(file) : null;
            setProblem(refusal);
            onChange(refusal ? null : file);
            // Lets the same file be chosen again after a refusal.
            event.target.value = '';
          }}
        />
      </Button>
      <Typography component="span" variant="body2" sx={{ ml: 1 }}>
        {value ? value.name : 'No file chosen'}
      </Typography>
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}
