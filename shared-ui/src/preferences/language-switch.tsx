import Button from '@mui/material/Button';
import { chooseLanguage, LANGUAGE_NAMES, useLanguage, useT, type Language } from 'shared-api';
import { showToast } from '../feedback/notification-store';

const OTHER: Record<Language, Language> = { en: 'sw', sw: 'en' };

/**
 * The language switch of every page's header: one button naming the other language in that
 * language ('Kiswahili' on an English page, 'English' on a Swahili one), which is how a reader
 * of the other language finds it. Two languages need no menu.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const t = useT();
  const language = useLanguage();
  const other = OTHER[language];
  const choose = () =>
    chooseLanguage(other).catch(() =>
      showToast(t('Your language could not be saved to your account'), 'error'),
    );
  return (
    <Button
      color={color}
      lang={other}
      onClick={choose}
      sx={{
        textTransform: 'none',
        whiteSpace: 'nowrap',
        flexShrink: 0,
        // On a phone the top bar's room goes to the product's name.
        minWidth: { xs: 0, sm: 64 },
        px: { xs: 0.75, sm: 1 },
      }}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
