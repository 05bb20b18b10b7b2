import Box from '@mui/material/Box';

/**
 * A list card's link (a job's, a statement's): the whole card, as MUI's CardActionArea is, but a
 * plain link (no ButtonBase on the list's first load): the hover shade and the keyboard's focus
 * ring drawn by CSS.
 */
export const ROW_LINK_SX = {
  p: 2,
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 'inherit',
  '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.light', outlineOffset: -3 },
} as const;

/** MUI's ChevronRight icon, drawn inline (no icon module on the list's first load). */
export function Chevron() {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      sx={{ width: 24, height: 24, flexShrink: 0, fill: 'currentColor', color: 'text.secondary' }}
    >
      <path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />
    </Box>
  );
}
