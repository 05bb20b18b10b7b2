import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useT } from '@/lib/i18n';
import type { DraftFieldProps } from '../fields/draftFields';
import { PreferredDatesFields } from '../fields/PreferredDatesFields';
import { ServiceTypeField } from '../fields/ServiceTypeField';
import { StepSection } from './StepSection';

/** Tab 0: the service type and two preferred move dates. */
export function MoveStep(props: DraftFieldProps) {
  const t = useT();
  return (
    <>
      <StepSection>
        <ServiceTypeField {...props} />
      </StepSection>
      <StepSection title={t('wizardDatesTitle')} intro={t('wizardDatesIntro')}>
        <PreferredDatesFields {...props} />
        <Box role="note" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1, p: 1.5, borderRadius: 2, bgcolor: 'rgba(15, 76, 92, 0.06)' }}>
          <InfoOutlined fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Typography variant="body2">{t('wizardWeekendNotice')}</Typography>
        </Box>
      </StepSection>
    </>
  );
}
