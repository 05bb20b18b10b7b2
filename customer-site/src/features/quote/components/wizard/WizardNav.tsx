import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useT } from '@/lib/i18n';

interface WizardNavProps {
  onBack: () => void;
  /** On the review the forward button is Get Quote; elsewhere it is Next, which submits the step's form. */
  onGetQuote?: () => void;
  enabled: boolean;
  /** Why the forward button is disabled: the first rule still unmet. */
  hint?: string;
}

/** Back and Next (or Get Quote), kept in reach of a thumb at the bottom of the screen. */
export function WizardNav({ onBack, onGetQuote, enabled, hint }: WizardNavProps) {
  const isNext = onGetQuote === undefined;
  const t = useT();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mt: 3,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {hint && !enabled && (
        <Typography id="wizard-next-hint" variant="body2" color="text.secondary" sx={{ mb: 1, textAlign: 'right' }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ px: { xs: 2.5, sm: 3.5 } }}>
          {t('wizardBack')}
        </Button>
        <Button
          // Next submits the step's form, so Enter in a field moves on when the step is complete.
          type={isNext ? 'submit' : 'button'}
          variant="contained"
          color="secondary"
          size="large"
          endIcon={isNext ? <ArrowForward /> : undefined}
          disabled={!enabled}
          onClick={onGetQuote}
          aria-describedby={hint && !enabled ? 'wizard-next-hint' : undefined}
          sx={{ px: { xs: 3, sm: 4.5 } }}
        >
          {isNext ? t('wizardNext') : t('wizardGetQuote')}
        </Button>
      </Box>
    </Box>
  );
}
