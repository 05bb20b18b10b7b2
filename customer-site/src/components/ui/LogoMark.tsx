import Box from '@mui/material/Box';

/** The logo link's look, whichever link it is (the site's router link home, or the partner pages' own). */
export const LOGO_LINK_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1.5,
  color: 'primary.main',
  textDecoration: 'none',
  borderRadius: 1,
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.light', outlineOffset: 4 },
} as const;

/** The MoveDay mark (the same file as the favicon) and wordmark. */
/** The brand's name, in two colours: the same in every language, so in no book of words. */
const BRAND_FIRST = 'Move';
const BRAND_SECOND = 'Day';

export function LogoMark() {
  return (
    <>
      <Box component="img" src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={44} height={44} sx={{ display: 'block' }} />
      <Box component="span" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 800, letterSpacing: '-0.03em' }}>
        {BRAND_FIRST}
        <Box component="span" sx={{ color: 'secondary.main' }}>
          {BRAND_SECOND}
        </Box>
      </Box>
    </>
  );
}
