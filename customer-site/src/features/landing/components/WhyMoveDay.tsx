import Box from '@mui/material/Box';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import PriceCheck from '@mui/icons-material/PriceCheck';
import Tune from '@mui/icons-material/Tune';
import { useT } from '@/lib/i18n';
import { cardGrid, FeatureCard, Section } from './Section';

/** The three differentiators. */
export function WhyMoveDay() {
  const t = useT();
  return (
    <Section labelId="why-title" eyebrow={t('whyEyebrow')} title={t('whyTitle')} tone="canvas">
      <Box component="ul" sx={cardGrid({ md: 3 })}>
        <FeatureCard icon={<Tune />} title={t('whyCustomTitle')}>
          {t('whyCustomText')}
        </FeatureCard>
        <FeatureCard icon={<AutoAwesome />} title={t('whyInnovationTitle')}>
          {t('whyInnovationText')}
        </FeatureCard>
        <FeatureCard icon={<PriceCheck />} title={t('whyFixedTitle')}>
          {t('whyFixedText')}
        </FeatureCard>
      </Box>
    </Section>
  );
}
