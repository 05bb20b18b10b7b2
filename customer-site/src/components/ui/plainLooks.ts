/**
 * MUI's Button looks (medium, outlined and text) for a plain `<a>` or `<button>`, without
 * ButtonBase (its ripple and transitions) and Button (its loading spinner): for what the partner
 * pages' first load shows, which a phone must get small (docs/performance.md, Partner job sheet).
 */
const BASE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  m: 0,
  py: '6px',
  px: '8px',
  border: 0,
  borderRadius: 1,
  bgcolor: 'transparent',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 700,
  lineHeight: 1.75,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color 250ms',
  // A tap leaves no shade behind on a phone: only a pointer that hovers draws one.
  '@media (hover: hover)': { '&:hover': { bgcolor: 'rgba(15, 76, 92, 0.06)' } },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
} as const;

export const OUTLINED_CONTROL_SX = {
  ...BASE,
  py: '5px',
  px: '15px',
  color: 'primary.main',
  border: '1px solid',
  borderColor: 'rgba(15, 76, 92, 0.5)',
} as const;

export const TEXT_CONTROL_SX = { ...BASE, color: 'text.primary' } as const;

/** A small pill of a state beside a title (a job's stage, a statement's state): its colours come with it. */
export const PILL = {
  display: 'inline-block',
  border: 1,
  borderRadius: 99,
  px: 1.25,
  py: 0.25,
  fontWeight: 700,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
} as const;

/** MUI's large contained button in the accent colour (the calls to a quote), for a plain link. */
export const CONTAINED_CALL_SX = {
  ...BASE,
  py: '12px',
  px: '28px',
  fontSize: '1.0625rem',
  color: 'secondary.contrastText',
  bgcolor: 'secondary.main',
  '@media (hover: hover)': { '&:hover': { bgcolor: 'secondary.dark' } },
} as const;
