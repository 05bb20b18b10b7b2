import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { LOCALE_TAGS, PACKING_KITS, SERVICE_TYPES, type Address, type MoveDraft } from '@moveday/openapi';
import { useFormats, useT } from '@/lib/i18n';
import { EstimateCard } from './EstimateCard';

const place = (address: Partial<Address> | undefined) => [address?.city, address?.state].filter((part) => part && part.trim() !== '').join(', ');

const shortWeekdays = new Map<string, Intl.DateTimeFormat>();
/** 'Tue' (en), 'mar' (es): the weekday beside a date. */
function shortWeekday(tag: string, day: number): string {
  let format = shortWeekdays.get(tag);
  if (!format) shortWeekdays.set(tag, (format = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' })));
  return format.format(day).replace(/\.$/, '');
}

/** A short reminder of the move the price is for. */
export function MoveSummary({ draft }: { draft: MoveDraft }) {
  const t = useT();
  const { day, locale } = useFormats();
  const dayText = (ms: number | null | undefined) =>
    typeof ms === 'number' ? t('estimateDayAndWeekday', { date: day(ms), weekday: shortWeekday(LOCALE_TAGS[locale], ms) }) : t('estimateNotSet');
  const from = place(draft.pickupTab1?.pickUpAddress);
  const to = place(draft.dropLocationTab?.dropoffAddress);
  const service = SERVICE_TYPES.filter((type) => draft.serviceType?.[type.key])
    .map((type) => t(`serviceType.${type.key}`))
    .join(', ');
  const kit = PACKING_KITS.find((k) => draft.packingSupplies?.[k.key]);
  const rows: [string, string][] = [
    [t('estimatePreferredDates'), `${dayText(draft.moveDatePreferences?.preferredDateOpt1)}, ${dayText(draft.moveDatePreferences?.preferredDateOpt2)}`],
    [t('estimateService'), service || t('estimateNotChosen')],
    [t('estimatePackingKit'), kit ? t(`packingKit.${kit.key}`) : t('wizardNoKit')],
  ];
  return (
    <EstimateCard title={t('estimateYourMove')} testId="move-summary">
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, fontWeight: 700, fontSize: '1.125rem', mb: 1.5 }}
        aria-label={t('estimateFromTo', { from, to })}
        role="group"
      >
        <span>{from}</span>
        <ArrowForward fontSize="small" aria-hidden sx={{ color: 'primary.main' }} />
        <span>{to}</span>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </EstimateCard>
  );
}
