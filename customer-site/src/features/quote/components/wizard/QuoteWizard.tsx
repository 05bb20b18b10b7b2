import { Activity, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { moveDraftProblems, moveStepProblems, todayOf, type MoveDraft } from '@moveday/openapi';
import { FieldsOnceRunning } from '@/components/ui/FieldsOnceRunning';
import { trackPageView } from '@/lib/analytics';
import { useBooks, useT } from '@/lib/i18n';
import { getQuoteFlow, quoteFlow, useQuoteFlow } from '../../hooks/useQuoteFlow';
import type { WizardTab } from '../../utils/quoteFlowState';
import type { DraftEdit } from '../fields/draftFields';
import { CancelQuoteDialog } from './CancelQuoteDialog';
import { DropStep } from './DropStep';
import { MoveStep } from './MoveStep';
import { PickupAccessStep } from './PickupAccessStep';
import { PickupHomeStep } from './PickupHomeStep';
import { GettingQuoteDialog, QuoteServiceErrorDialog } from './QuoteDialogs';
import { ReviewStep } from './review/ReviewStep';
import { ServicesStep } from './ServicesStep';
import { nextTab, previousTab, STEPS } from './steps';
import { useGetQuote } from './useGetQuote';
import { WizardNav } from './WizardNav';
import { WizardProgress } from './WizardProgress';

const STEP_VIEWS = { 0: MoveStep, 1: PickupHomeStep, 1.5: PickupAccessStep, 2: ServicesStep, 3: DropStep, 4: ReviewStep } as const;

// The wizard's steps edit the stored draft: every change is kept at once (a reload loses nothing).
const editStoredDraft: DraftEdit = (change) => quoteFlow.setDraft(change(getQuoteFlow().draft));

function StepPanel({ tab, draft, headingRef }: { tab: WizardTab; draft: MoveDraft; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  const StepView = STEP_VIEWS[tab];
  const t = useT();
  return (
    <Paper
      variant="outlined"
      data-testid={`wizard-step-${tab}`}
      sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3, ...(tab === 4 && { p: { xs: 0, sm: 0 }, border: 0, bgcolor: 'transparent' }) }}
    >
      <Typography
        id={headingRef ? 'wizard-step-heading' : undefined}
        ref={headingRef}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, mb: 3, outline: 'none' }}
      >
        {t(STEPS[tab].heading)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <StepView draft={draft} edit={editStoredDraft} />
      </Box>
    </Paper>
  );
}

/** /getaquote and /getaquotetabs: the residential quote wizard of customer-side §2. */
export function QuoteWizard() {
  useBooks('quote', 'options');
  const t = useT();
  const { draft, tab, furthest } = useQuoteFlow();
  const [cancelOpen, setCancelOpen] = useState(false);
  // The next step is rendered ahead once the visitor starts on this one: not while the page loads.
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    if (!engaged) setEngaged(true);
  };
  const { requestQuote, getting, serviceError, clearServiceError } = useGetQuote();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownTab = useRef<WizardTab>(tab);
  const step = STEPS[tab];

  const problems = useMemo(() => {
    // Found only when a date needs it: not while the page loads.
    const today = () => todayOf(draft);
    return step.rule ? moveStepProblems(draft, step.rule, { today }) : moveDraftProblems(draft, { today });
  }, [draft, step.rule]);
  const ready = Object.keys(problems).length === 0;
  const hint = Object.values(problems)[0];

  useEffect(() => {
    const before = document.title;
    document.title = t('wizardDocumentTitle', { step: t(step.title) });
    return () => void (document.title = before);
  }, [step.title, t]);

  // A new step starts at the top, and keyboard and screen-reader users land on its heading.
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, [tab]);

  const back = () => {
    const previous = previousTab(tab);
    if (previous === undefined) setCancelOpen(true);
    else quoteFlow.goTo(previous);
  };

  const next = () => {
    const following = nextTab(tab);
    if (!ready || following === undefined) return;
    if (step.filledEvent) trackPageView(step.filledEvent);
    quoteFlow.goTo(following);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter on the review edits an answer; only the Get Quote button asks for the quote.
    if (tab !== 4) next();
  };

  return (
    <Container maxWidth="md" sx={{ pt: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: { xs: 1.5, sm: 2.5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {t(step.title)}
        </Typography>
        <Button color="inherit" startIcon={<Close />} onClick={() => setCancelOpen(true)} sx={{ color: 'text.secondary', flexShrink: 0 }}>
          {t('wizardCancel')}
        </Button>
      </Box>
      <WizardProgress tab={tab} furthest={furthest} />
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-labelledby="wizard-step-heading"
        onPointerDownCapture={engage}
        onFocusCapture={engage}
        onKeyDownCapture={engage}
      >
        <FieldsOnceRunning>
          {/* The step after this one is rendered ahead, hidden and at idle priority, so Next only shows it. */}
          {[tab, engaged ? nextTab(tab) : undefined].map((shown) =>
            shown === undefined ? null : (
              <Activity key={shown} mode={shown === tab ? 'visible' : 'hidden'}>
                <StepPanel tab={shown} draft={draft} headingRef={shown === tab ? headingRef : undefined} />
              </Activity>
            ),
          )}
          <WizardNav
            onBack={back}
            onGetQuote={tab === 4 ? () => void requestQuote() : undefined}
            enabled={ready && !getting}
            hint={hint === undefined ? undefined : t(hint)}
          />
        </FieldsOnceRunning>
      </Box>
      <CancelQuoteDialog open={cancelOpen} onClose={() => setCancelOpen(false)} />
      <GettingQuoteDialog open={getting} />
      <QuoteServiceErrorDialog message={serviceError} onEdit={clearServiceError} />
    </Container>
  );
}
