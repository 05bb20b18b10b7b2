import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Handshake from '@mui/icons-material/Handshake';
import Star from '@mui/icons-material/StarBorder';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import { SERVICE_AREAS, type WordKey } from '@moveday/openapi';
import { CONTAINED_CALL_SX } from '@/components/ui/plainLooks';
import { useAddressIn, useT } from '@/lib/i18n';
import { SiteLink } from '@/lib/site-navigation';
import { Section } from './Section';

const VALUES: readonly { icon: ReactNode; title: WordKey; text: WordKey }[] = [
  { icon: <FavoriteBorder />, title: 'valueCommitmentTitle', text: 'valueCommitmentText' },
  { icon: <Star />, title: 'valueQualityTitle', text: 'valueQualityText' },
  { icon: <VerifiedUser />, title: 'valueIntegrityTitle', text: 'valueIntegrityText' },
  { icon: <EmojiEvents />, title: 'valueAttitudeTitle', text: 'valueAttitudeText' },
  { icon: <Handshake />, title: 'valueRespectTitle', text: 'valueRespectText' },
];

/** The areas we serve, by their names (state and city names stay as they are in every language). */
const servedAreas = SERVICE_AREAS.map((area) => `${area.stateName} (${area.cities.map((c) => c.name).join(', ')})`).join('; ');

/** About Us: who we are, the five values, and the way to a quote. */
export function AboutUs() {
  const t = useT();
  const addressIn = useAddressIn();
  return (
    <Section id="AboutUs" labelId="about-title" eyebrow={t('aboutEyebrow')} title={t('aboutTitle')} intro={t('aboutIntro', { areas: servedAreas })}>
      <Typography variant="h3" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {t('aboutValuesTitle')}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}>
        {VALUES.map((value) => (
          <Box component="li" key={value.title} sx={{ listStyle: 'none', p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider' }}>
            <Box aria-hidden sx={{ color: 'secondary.main', mb: 1, '& svg': { fontSize: 30 } }}>
              {value.icon}
            </Box>
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t(value.title)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(value.text)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 5 }}>
        <Box component={SiteLink} to={addressIn('/getaquote')} sx={CONTAINED_CALL_SX}>
          {t('getAQuoteButton')}
        </Box>
      </Box>
    </Section>
  );
}
