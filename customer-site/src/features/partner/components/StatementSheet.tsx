import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as PageLink } from '@/lib/history';
import { useBooks } from '@/lib/i18n';
import type { StatementDetail } from '../api/getStatement';
import { useStatement } from '../hooks/useStatement';
import { BackToJobs } from './JobNotFound';
import { STATEMENTS } from './jobPaths';
import { useJobWords } from './jobText';
import { centsText, issuedDayText, owedCents, paymentText, weekText } from './statementText';
import { StatementFiles } from './StatementFiles';
import { StatementLineCard } from './StatementLineCard';
import { StatementStateChip } from './StatementStateChip';

const LINES_TITLE_ID = 'statement-lines';
const MONEY_TITLE_ID = 'statement-money';

/** A statement address that is not this partner's (another's, or none at all): the server answers both with 404. */
const StatementNotFound = () => (
  <BackToJobs title="statementNotFoundTitle" text="statementNotFoundText" back={{ to: STATEMENTS, label: 'statementBackToStatements' }} />
);

/** Its week, its payment and its issue day: what the crew looks for first. */
function Summary({ statement }: { statement: StatementDetail }) {
  const words = useJobWords();
  const { t } = words;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: '#f0f6f7', borderColor: 'primary.light' }}>
      <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
        {t('statementWeekLabel')}
      </Typography>
      <Typography data-testid="statement-week" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
        {weekText(words, statement)}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {t('statementTotal')}{' '}
        <Box component="strong" data-testid="statement-total" sx={{ fontSize: '1.125rem' }}>
          {centsText(words, statement.totalCents)}
        </Box>
      </Typography>
      <Typography data-testid="statement-payment" sx={{ mt: 1, fontWeight: 600 }}>
        {paymentText(words, statement)}
      </Typography>
      {statement.paidReference && (
        <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('statementReferenceLabel')}: {statement.paidReference}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('statementIssuedLabel')}: {issuedDayText(words, statement.issuedAt)}
      </Typography>
    </Paper>
  );
}

/** This statement, what earlier ones still owed when it was issued, and the two together. */
function Totals({ statement }: { statement: StatementDetail }) {
  const words = useJobWords();
  const { t } = words;
  const rows: [string, number, string][] = [
    [t('statementTotal'), statement.totalCents, 'total-this'],
    [t('statementEarlierOpen'), statement.earlierOpenCents, 'total-earlier'],
    [t('statementOwed'), owedCents(statement), 'total-owed'],
  ];
  return (
    <Paper component="section" aria-labelledby={MONEY_TITLE_ID} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={MONEY_TITLE_ID} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {t('statementMoneyTitle')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 1 }}>
        {rows.map(([label, cents, testId], index) => (
          <Box
            key={testId}
            sx={{ display: 'contents', '& > *': index === rows.length - 1 ? { pt: 1, borderTop: 1, borderColor: 'divider', fontWeight: 800 } : {} }}
          >
            <Typography component="dt" color={index === rows.length - 1 ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: 600, pr: 2 }}>
              {label}
            </Typography>
            <Typography component="dd" data-testid={testId} sx={{ m: 0, textAlign: 'right', fontWeight: 700, whiteSpace: 'nowrap' }}>
              {centsText(words, cents)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** /partner/statements/:id: one weekly statement: its week and payment, each line, the totals, and its PDF and CSV. */
export function StatementSheet({ id }: { id: string }) {
  // The statements' own words, and the catalogue's messages (a failed call's words).
  useBooks('messages', 'statements');
  const { t } = useJobWords();
  const state = useStatement(id);

  if (state.status === 'notFound') return <StatementNotFound />;
  const statement = state.status === 'ready' ? state.statement : null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', mb: 2 }}>
        <IconButton component={PageLink} to={STATEMENTS} aria-label={t('statementBackToStatements')} sx={{ color: 'primary.main' }}>
          <ArrowBack />
        </IconButton>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.25rem' } }}>
          {statement ? t('statementHeading', { number: statement.number }) : t('statementHeadingLoading')}
        </Typography>
        {statement && <StatementStateChip statement={statement} />}
      </Box>

      {state.status === 'loading' && <Box sx={{ minHeight: 240 }} aria-busy="true" />}

      {state.status === 'failed' && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="alert">{state.message}</Typography>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
            <Button variant="outlined" onClick={state.retry}>
              {t('statementsTryAgain')}
            </Button>
            <Link component={PageLink} to={STATEMENTS} sx={{ fontWeight: 600 }}>
              {t('statementBackToStatements')}
            </Link>
          </Box>
        </Paper>
      )}

      {statement && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Summary statement={statement} />
          <Box component="section" aria-labelledby={LINES_TITLE_ID}>
            <Typography id={LINES_TITLE_ID} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
              {t('statementLinesTitle', { count: statement.lines.length })}
            </Typography>
            {statement.lines.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography color="text.secondary">{t('statementLinesEmpty')}</Typography>
              </Paper>
            ) : (
              <Box component="ul" aria-labelledby={LINES_TITLE_ID} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {statement.lines.map((line) => (
                  <StatementLineCard key={line.id} line={line} />
                ))}
              </Box>
            )}
          </Box>
          <Totals statement={statement} />
          <StatementFiles id={statement.id} number={statement.number} />
        </Box>
      )}
    </Container>
  );
}
