import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CONTAINED_CALL_SX } from '@/components/ui/plainLooks';
import { useAddressIn, useT } from '@/lib/i18n';
import { SiteLink } from '@/lib/site-navigation';

/** The landing page's hero: the 'Moving redefined' promise and the way into the quote wizard. */
export function LandingBanner() {
  const t = useT();
  const addressIn = useAddressIn();
  return (
    <Box
      component="section"
      id="webpage"
      tabIndex={-1}
      aria-labelledby="landing-banner-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        outline: 'none',
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.primary.light} 100%)`,
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          alignItems: 'center',
          gap: 6,
          py: { xs: 8, md: 14 },
        }}
      >
        <div>
          <Typography component="p" sx={{ fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: '#ffd7b8', mb: 2 }}>
            {t('bannerEyebrow')}
          </Typography>
          <Typography id="landing-banner-title" variant="h1" sx={{ fontSize: { xs: '2.75rem', sm: '3.5rem', md: '4.25rem' } }}>
            {t('bannerTitle')}
          </Typography>
          <Typography sx={{ mt: 3, maxWidth: 560, fontSize: { xs: '1.125rem', md: '1.25rem' }, lineHeight: 1.6, opacity: 0.92 }}>{t('bannerText')}</Typography>
          <Box sx={{ mt: 5 }}>
            {/* A plain link with the looks of MUI's large contained button: it works before any script. */}
            <Box component={SiteLink} to={addressIn('/getaquote')} sx={CONTAINED_CALL_SX}>
              {t('getAQuoteButton')}
            </Box>
          </Box>
        </div>
        <Box aria-hidden sx={{ display: { xs: 'none', md: 'block' } }}>
          <TruckIllustration />
        </Box>
      </Container>
    </Box>
  );
}

function TruckIllustration() {
  return (
    <Box component="svg" viewBox="0 0 400 260" sx={{ width: '100%', height: 'auto', display: 'block' }}>
      <circle cx="300" cy="70" r="46" fill="#fff" opacity="0.08" />
      <circle cx="80" cy="40" r="24" fill="#fff" opacity="0.06" />
      <path d="M0 222h400" stroke="#fff" strokeOpacity="0.25" strokeWidth="3" strokeDasharray="18 14" />
      <rect x="30" y="70" width="220" height="130" rx="12" fill="#fff" />
      <rect x="62" y="104" width="62" height="56" rx="4" fill="#f97316" />
      <path d="M62 126h62" stroke="#c2410c" strokeWidth="5" />
      <rect x="138" y="122" width="48" height="38" rx="4" fill="#fdba74" />
      <path d="M138 138h48" stroke="#c2410c" strokeWidth="4" />
      <rect x="150" y="88" width="36" height="30" rx="4" fill="#fed7aa" />
      <path d="M262 110h58a14 14 0 0 1 11 5.4l33 42a14 14 0 0 1 3 8.6V200H262z" fill="#fff" />
      <path d="M280 126h37l24 32h-61z" fill="#0f4c5c" opacity="0.85" />
      <circle cx="86" cy="206" r="26" fill="#f97316" stroke="#08323d" strokeWidth="12" />
      <circle cx="310" cy="206" r="26" fill="#f97316" stroke="#08323d" strokeWidth="12" />
    </Box>
  );
}
