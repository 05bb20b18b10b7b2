import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { WordKey } from '@moveday/openapi';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { useT } from '@/lib/i18n';
import type { WizardTab } from '../../utils/quoteFlowState';
import { PROGRESS, tabOrder } from './steps';

type SegmentState = 'active' | 'visited' | 'not visited';

const segmentState = (segment: WizardTab, tab: WizardTab, furthest: WizardTab): SegmentState => {
  if (segment === tab) return 'active';
  return tabOrder(segment) <= tabOrder(furthest) ? 'visited' : 'not visited';
};

const BAR_COLOUR: Record<SegmentState, string> = { active: 'secondary.main', visited: 'primary.main', 'not visited': 'grey.300' };
const SPOKEN: Record<SegmentState, WordKey> = { active: 'wizardSegmentActive', visited: 'wizardSegmentVisited', 'not visited': 'wizardSegmentNotVisited' };

/**
 * Move, Pick Up (two segments), Services, Drop, Review. Each segment is active, visited or not
 * visited; the state is said in words and shown by a mark, not by colour alone.
 */
export function WizardProgress({ tab, furthest }: { tab: WizardTab; furthest: WizardTab }) {
  const t = useT();
  return (
    <Box component="nav" aria-label={t('wizardProgressLabel')} sx={{ mb: { xs: 2, sm: 3 } }}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: { xs: 0.5, sm: 1 } }}>
        {PROGRESS.map((step) => {
          const states = step.tabs.map((segment) => segmentState(segment, tab, furthest));
          const active = states.includes('active');
          const visited = !active && states.every((s) => s === 'visited');
          const spoken =
            step.tabs.length === 1
              ? t(SPOKEN[states[0]!])
              : states.map((s, i) => t('wizardSegmentPart', { part: i + 1, parts: step.tabs.length, state: { key: SPOKEN[s] } })).join(', ');
          return (
            <Box
              component="li"
              key={step.label}
              sx={{ position: 'relative' }}
              aria-current={active ? 'step' : undefined}
              data-state={active ? 'active' : visited ? 'visited' : 'not visited'}
            >
              <Box sx={{ display: 'flex', gap: 0.5 }} aria-hidden>
                {states.map((state, i) => (
                  <Box
                    key={step.tabs[i]}
                    data-segment={step.tabs[i]}
                    data-state={state}
                    sx={{ flex: 1, height: 6, borderRadius: 3, bgcolor: BAR_COLOUR[state] }}
                  />
                ))}
              </Box>
              <Typography
                component="span"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 0.25,
                  mt: 0.75,
                  fontSize: { xs: '0.7rem', sm: '0.875rem' },
                  fontWeight: active ? 800 : 600,
                  color: active ? 'text.primary' : visited ? 'primary.main' : 'text.secondary',
                  textDecoration: active ? 'underline' : 'none',
                  textUnderlineOffset: 4,
                  whiteSpace: 'nowrap',
                }}
              >
                {visited && <CheckCircle aria-hidden sx={{ fontSize: { xs: '0.8rem', sm: '0.95rem' }, flexShrink: 0 }} />}
                {t(step.label)}
                <VisuallyHidden>{`, ${spoken}`}</VisuallyHidden>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
