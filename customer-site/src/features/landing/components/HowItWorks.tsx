import Box from '@mui/material/Box';
import EditNote from '@mui/icons-material/EditNote';
import EventAvailable from '@mui/icons-material/EventAvailable';
import RequestQuote from '@mui/icons-material/RequestQuote';
import { SERVICE_TYPES } from '@moveday/openapi';
import { useBooks, useT } from '@/lib/i18n';
import { cardGrid, FeatureCard, Section } from './Section';

/** How It Works: the three steps, and the two service types. */
export function HowItWorks() {
  // The service types' names: loaded as the section comes to life (its HTML has them already).
  useBooks('options');
  const t = useT();
  const [first, second] = SERVICE_TYPES.map((type) => `'${t(`serviceType.${type.key}`)}'`);
  return (
    <Section id="howitworks" labelId="howitworks-title" eyebrow={t('howEyebrow')} title={t('howTitle')} intro={t('howIntro')}>
      <Box component="ol" sx={cardGrid({ md: 3 })}>
        <FeatureCard step={1} icon={<EditNote />} title={t('howStep1Title')}>
          {t('howStep1Text', { first: first!, second: second! })}
        </FeatureCard>
        <FeatureCard step={2} icon={<RequestQuote />} title={t('howStep2Title')}>
          {t('howStep2Text')}
        </FeatureCard>
        <FeatureCard step={3} icon={<EventAvailable />} title={t('howStep3Title')}>
          {t('howStep3Text')}
        </FeatureCard>
      </Box>
    </Section>
  );
}
