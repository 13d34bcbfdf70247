import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { OutlinedField } from '../fields/outlined-field';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from 'shared-api';
import { ChevronLeftIcon, ChevronRightIcon, FirstPageIcon, LastPageIcon } from '../icons/icons';

export const PAGE_SIZES = [5, 10, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

interface TablePagerProps {
  /** The table's title: two tables on a page have two pagers, each named after its table. */
  title?: string;
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
}

/** First / previous / next / last, 'Page X of Y' and the page-size choice. */
export function TablePager(props: TablePagerProps) {
  const { pageIndex, pageSize, onPageChange, onPageSizeChange } = props;
  const t = useT();
  const sizeId = useId();
  const pageCount = Math.max(props.pageCount, 1);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= pageCount - 1;
  return (
    <Box
      component="nav"
      aria-label={props.title ? t('{title}, pagination', { title: props.title }) : t('Pagination')}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, pt: 2 }}
    >
      <IconButton aria-label={t('First page')} onClick={() => onPageChange(0)} disabled={atStart}>
        <FirstPageIcon />
      </IconButton>
      <IconButton
        aria-label={t('Previous page')}
        onClick={() => onPageChange(pageIndex - 1)}
        disabled={atStart}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography component="span" aria-live="polite">
        {t('Page {page} of {count}', { page: pageIndex + 1, count: pageCount })}
      </Typography>
      <IconButton
        aria-label={t('Next page')}
        onClick={() => onPageChange(pageIndex + 1)}
        disabled={atEnd}
      >
        <ChevronRightIcon />
      </IconButton>
      <IconButton
        aria-label={t('Last page')}
        onClick={() => onPageChange(pageCount - 1)}
        disabled={atEnd}
      >
        <LastPageIcon />
      </IconButton>
      {/* Its label beside it, not in the outline, where a longer language's words were cut. */}
      <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={sizeId} variant="body2">
          {t('Rows per page')}
        </Typography>
        <OutlinedField
          select
          size="small"
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
          sx={{ minWidth: 72 }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </OutlinedField>
      </Box>
    </Box>
  );
}
