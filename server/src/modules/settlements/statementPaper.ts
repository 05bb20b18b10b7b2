// A partner's statement on paper (issue 35): a letter-size PDF and a CSV for its books, in the
// reader's language, drawn from the statement as issued (its lines never change).
import { stringify } from 'csv-stringify/sync';
import { COMPANY_TIME_ZONE, isoToDay, todayIn, type PayoutMethod, type WordKey } from '@moveday/openapi';
import type { TableCell } from 'pdfmake';
import { getConfig } from '../../platform/config.js';
import { defuseFormula } from '../../platform/csvText.js';
import type { Wording } from '../../platform/i18n.js';
import { BRAND, companyLetter, amountRows, letterhead, pdfmake, ruledSection, type DocumentDefinition } from '../../platform/pdf.js';
import type { EarningKind, EarningRecord } from './earningsRepository.js';
import type { StatementRecord } from './statementsRepository.js';

const KIND_WORDS: Record<EarningKind, WordKey> = { job: 'paperEarningJob', callout: 'paperEarningCallout', adjustment: 'paperEarningAdjustment' };
const PAYOUT_WORDS: Record<PayoutMethod, WordKey> = {
  transfer: 'paperPayoutTransfer',
  check: 'paperPayoutCheck',
  cash: 'paperPayoutCash',
  stripe: 'paperPayoutStripe',
};

export const payoutMethodIn = (w: Wording, method: PayoutMethod) => w.t(PAYOUT_WORDS[method]);
export const centsIn = (w: Wording, cents: number) => w.money(cents / 100);
export const weekIn = (w: Wording, statement: Pick<StatementRecord, 'weekStart' | 'weekEnd'>) => ({
  start: w.day(isoToDay(statement.weekStart)),
  end: w.day(isoToDay(statement.weekEnd)),
});

/** The terms a job was earned under, in the reader's words: "17.5% commission", "$450.00 per job". */
export function termsIn(w: Wording, line: Pick<EarningRecord, 'termsKind' | 'commissionBasisPoints' | 'fixedPayoutCents'>): string {
  if (line.termsKind === 'commission') {
    const percent = new Intl.NumberFormat(w.locale === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 2 }).format(line.commissionBasisPoints! / 100);
    return w.t('paperTermsCommission', { percent });
  }
  if (line.termsKind === 'fixed') return w.t('paperTermsFixed', { amount: centsIn(w, line.fixedPayoutCents!) });
  return '';
}

/** What a line is about, beyond its kind: a job's final amount and terms, an adjustment's reason. */
function detailsOf(w: Wording, line: EarningRecord): string {
  if (line.kind === 'job' && line.finalAmountCents !== null)
    return w.t('paperEarningJobDetails', { amount: centsIn(w, line.finalAmountCents), terms: termsIn(w, line) });
  return line.reason ?? '';
}

/** The statement as a letter-size PDF: who and which week, each line, the money, and whether it was paid. */
export function statementDocument(w: Wording, statement: StatementRecord, lines: readonly EarningRecord[]): DocumentDefinition {
  const { t } = w;
  const { company } = getConfig();
  const week = weekIn(w, statement);
  const label = (text: string): TableCell => ({ text, color: BRAND.muted, fontSize: 10 });
  const head = (text: string, right = false): TableCell => ({
    text,
    color: BRAND.muted,
    fontSize: 9,
    bold: true,
    ...(right ? { alignment: 'right' as const } : {}),
  });
  const payment: TableCell[][] =
    statement.paidOn && statement.paidMethod
      ? [
          [
            label(t('paperStatementPayment')),
            { text: t('paperStatementPaid', { date: w.day(isoToDay(statement.paidOn)), method: payoutMethodIn(w, statement.paidMethod) }), fontSize: 10 },
          ],
          ...(statement.paidReference ? [[label(t('paperStatementReference')), { text: statement.paidReference, fontSize: 10 }]] : []),
        ]
      : [[label(t('paperStatementPayment')), { text: t('paperStatementUnpaid'), fontSize: 10 }]];
  return companyLetter(t('paperStatementTitle', { number: statement.number }), [
    ...letterhead(t('paperStatementHeading'), t('paperStatementIssued', { date: w.day(todayIn(COMPANY_TIME_ZONE, statement.issuedAt)) }), [0, 10, 0, 14]),
    ruledSection(
      t('paperStatementAbout'),
      w.locale,
      [130, '*'],
      [
        [label(t('paperStatementNumber')), { text: statement.number, bold: true, fontSize: 10 }],
        [label(t('paperStatementPartner')), { text: statement.partnerName, fontSize: 10 }],
        [label(t('paperStatementWeek')), { text: t('paperStatementWeekDays', week), fontSize: 10 }],
        ...payment,
      ],
    ),
    ruledSection(
      t('paperStatementLines'),
      w.locale,
      [62, 62, 90, '*', 70],
      [
        [
          head(t('paperStatementEarned')),
          head(t('paperStatementMove')),
          head(t('paperStatementLine')),
          head(t('paperStatementDetails')),
          head(t('paperStatementAmount'), true),
        ],
        ...lines.map((line): TableCell[] => [
          { text: w.day(isoToDay(line.earnedOn)), fontSize: 9 },
          { text: line.moveNumber, fontSize: 9 },
          { text: t(KIND_WORDS[line.kind]), fontSize: 9 },
          { text: detailsOf(w, line), fontSize: 9 },
          { text: centsIn(w, line.amountCents), fontSize: 9, alignment: 'right' },
        ]),
      ],
    ),
    ruledSection(
      t('paperStatementMoney'),
      w.locale,
      ['*', 110],
      amountRows([
        [t('paperStatementTotal'), centsIn(w, statement.totalCents), true],
        [t('paperStatementEarlier'), centsIn(w, statement.earlierOpenCents)],
        [t('paperStatementOwed'), centsIn(w, statement.totalCents + statement.earlierOpenCents)],
      ]),
    ),
    { text: t('paperStatementQuestions', { phone: company.phone, email: company.supportEmail, number: statement.number }), fontSize: 10 },
  ]);
}

export async function statementPdf(w: Wording, statement: StatementRecord, lines: readonly EarningRecord[]): Promise<Buffer> {
  return (await pdfmake()).createPdf(statementDocument(w, statement, lines)).getBuffer();
}

/** The statement's lines as CSV for the partner's books, in its language: money in dollars and cents, with a byte order mark for Excel. */
export function statementCsv(w: Wording, lines: readonly EarningRecord[]): Buffer {
  const { t } = w;
  const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
  const text = stringify(
    lines.map((line) => [
      w.day(isoToDay(line.earnedOn)),
      line.moveNumber,
      t(KIND_WORDS[line.kind]),
      dollars(line.finalAmountCents),
      termsIn(w, line),
      defuseFormula(line.reason ?? ''),
      dollars(line.amountCents),
    ]),
    {
      header: true,
      columns: [
        t('paperStatementCsvEarned'),
        t('paperStatementCsvMove'),
        t('paperStatementCsvLine'),
        t('paperStatementCsvFinalAmount'),
        t('paperStatementCsvTerms'),
        t('paperStatementCsvReason'),
        t('paperStatementCsvAmount'),
      ],
      bom: true,
    },
  );
  return Buffer.from(text, 'utf8');
}

/** The files' names: `moveday-statement-ST-1001.pdf`. */
export const statementFileName = (statement: Pick<StatementRecord, 'number'>, extension: 'pdf' | 'csv') => `moveday-statement-${statement.number}.${extension}`;
