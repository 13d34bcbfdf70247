import Button from '@mui/material/Button';
import { m, translate, useT } from 'shared-api';
import { showError, showSuccess } from 'shared-ui/feedback';

const couldNotCopy = m('Could not copy: select it and copy it yourself');

export interface CopyTextButtonProps {
  text: string;
  /** The button's text, e.g. 'Copy token'. */
  label: string;
  /** The toast once it is on the clipboard. */
  copied: string;
}

/** Puts `text` on the clipboard, and says whether it could. */
export function CopyTextButton({ text, label, copied }: CopyTextButtonProps) {
  const t = useT();
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => showSuccess(translate(copied)))
      .catch(() => showError(translate(couldNotCopy)));
  return (
    <Button size="small" variant="outlined" onClick={() => void copy()}>
      {t(label)}
    </Button>
  );
}
