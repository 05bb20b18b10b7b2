import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/ui/PageHeading';
import { useBooks } from '@/lib/i18n';
import type { PartnerTerms } from '../api/getTerms';
import { useStatements } from '../hooks/useStatements';
import { useJobWords } from './jobText';
import { newestFirst, termsText } from './statementText';
import { StatementRowCard } from './StatementRowCard';

const TERMS_TITLE_ID = 'statements-terms';
const LIST_TITLE_ID = 'statements-list';

/** The partner's terms now: what MoveDay keeps of each job, or pays per job; its frame already while they load (nothing moves when they come). */
function TermsCard({ terms }: { terms: PartnerTerms | null }) {
  const words = useJobWords();
  return (
    <Paper component="section" aria-labelledby={TERMS_TITLE_ID} variant="outlined" sx={{ p: 2, mt: 3, bgcolor: '#f0f6f7', borderColor: 'primary.light' }}>
      <Typography id={TERMS_TITLE_ID} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {words.t('statementsTermsTitle')}
      </Typography>
      {terms ? (
        <Typography data-testid="partner-terms" sx={{ fontWeight: 600 }}>
          {termsText(words, terms)}
        </Typography>
      ) : (
        <Box aria-busy="true" sx={{ minHeight: '1.5em' }} />
      )}
      {terms?.isDefault && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {words.t('statementsTermsDefault')}
        </Typography>
      )}
    </Paper>
  );
}

/** /partner/statements: the partner's terms, and its weekly statements, the newest first, each leading to its page. */
export function StatementList() {
  // The statements' own words, and the catalogue's messages (a failed call's words).
  useBooks('messages', 'statements');
  const { t } = useJobWords();
  const state = useStatements();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeading>{t('statementsHeading')}</PageHeading>
      <Typography color="text.secondary">{t('statementsIntro')}</Typography>

      {state.status !== 'failed' && <TermsCard terms={state.status === 'ready' ? state.page.terms : null} />}

      <Box component="section" aria-labelledby={LIST_TITLE_ID} sx={{ mt: 3 }}>
        <Typography id={LIST_TITLE_ID} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
          {state.status === 'ready' ? t('statementsListCount', { count: state.page.statements.length }) : t('statementsListHeading')}
        </Typography>
        {state.status === 'loading' && <Box sx={{ minHeight: 240 }} aria-busy="true" />}
        {state.status === 'failed' && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography role="alert">{state.message}</Typography>
            <Button variant="outlined" onClick={state.retry} sx={{ mt: 2 }}>
              {t('statementsTryAgain')}
            </Button>
          </Paper>
        )}
        {state.status === 'ready' && state.page.statements.length === 0 && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography color="text.secondary">{t('statementsEmpty')}</Typography>
          </Paper>
        )}
        {state.status === 'ready' && state.page.statements.length > 0 && (
          <Box component="ul" aria-labelledby={LIST_TITLE_ID} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {newestFirst(state.page.statements).map((statement) => (
              <StatementRowCard key={statement.id} statement={statement} />
            ))}
          </Box>
        )}
      </Box>
    </Container>
  );
}
