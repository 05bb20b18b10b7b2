import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';

/**
 * The toolbar's search, an icon until opened (admin-side §2): every word must occur in the
 * customer's name, email, phone or the move number. Typing filters after a short pause.
 */
export function OrderSearch() {
  const { filterValues, setFilters } = useListContext();
  const current = (filterValues.q as string | undefined) ?? '';
  const [open, setOpen] = useState(current !== '');
  const [text, setText] = useState(current);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setText(current), [current]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (q: string) => {
    const { q: _old, ...rest } = filterValues;
    setFilters(q.trim() ? { ...rest, q: q.trim() } : rest, undefined, false);
  };

  if (!open) {
    return (
      <Tooltip title="Search orders">
        <IconButton aria-label="Search orders" onClick={() => setOpen(true)}>
          <Search />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <TextField
      autoFocus
      size="small"
      placeholder="Name, email, phone or move ID"
      value={text}
      sx={{ width: { xs: '100%', sm: 300 } }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search orders', type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label="Close search"
                onClick={() => {
                  clearTimeout(timer.current);
                  setText('');
                  apply('');
                  setOpen(false);
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(next), 400);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          clearTimeout(timer.current);
          apply(text);
        }
      }}
    />
  );
}
