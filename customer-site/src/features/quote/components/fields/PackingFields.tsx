import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import {
  ADDITIONAL_HELP,
  changed,
  latestDay,
  moveStepProblems,
  PACKING_KITS,
  selectedKit,
  todayOf,
  withKit,
  type PackingKitKey,
  type WordKey,
} from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import { dialogs } from '@/lib/dialogs';
import { DayField } from '@/components/ui/DayField';
import type { DraftFieldProps } from './draftFields';

/** The three kits as exclusive toggles (Select / Deselect); any change of kit clears the delivery date. */
/** Each kit's note and contents, in the order the catalogue lists them. */
const KIT_WORDS: Record<PackingKitKey, { note?: WordKey; contents: readonly WordKey[] }> = {
  loadingAndUnloading: { contents: ['kitSmallItem1', 'kitSmallItem2', 'kitSmallItem3', 'kitSmallItem4', 'kitSmallItem5', 'kitSmallItem6', 'kitSmallItem7'] },
  mediumPacking: { contents: ['kitMediumItem1', 'kitMediumItem2', 'kitMediumItem3', 'kitMediumItem4', 'kitMediumItem5', 'kitMediumItem6', 'kitMediumItem7'] },
  largePacking: {
    note: 'kitNoteLargePacking',
    contents: ['kitLargeItem1', 'kitLargeItem2', 'kitLargeItem3', 'kitLargeItem4', 'kitLargeItem5', 'kitLargeItem6'],
  },
};

export function PackingKitCards({ draft, edit }: DraftFieldProps) {
  const chosen = selectedKit(draft);
  const t = useT();
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
    >
      {PACKING_KITS.map((kit) => {
        const selected = chosen === kit.key;
        const headingId = `quote-kit-${kit.key}`;
        const words = KIT_WORDS[kit.key];
        const name = { key: `packingKit.${kit.key}` } as const;
        return (
          <Box
            component="li"
            key={kit.key}
            aria-labelledby={headingId}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              p: 2,
              border: 2,
              borderColor: selected ? 'secondary.main' : 'divider',
              borderRadius: 3,
              bgcolor: selected ? 'rgba(194, 65, 12, 0.05)' : 'background.paper',
            }}
          >
            {/* Sits on the border, so choosing a kit moves nothing on the card. */}
            {selected && (
              <Chip icon={<Check />} label={t('wizardKitSelected')} color="secondary" size="small" sx={{ position: 'absolute', top: -12, right: 12 }} />
            )}
            <Typography id={headingId} component="h3" sx={{ fontWeight: 800, fontSize: '1.0625rem' }}>
              {t(name.key)}
            </Typography>
            {words.note && (
              <Typography variant="body2" color="text.secondary">
                {t(words.note)}
              </Typography>
            )}
            <Box component="ul" sx={{ pl: 2.5, my: 1.5, flex: 1, '& li': { typography: 'body2', py: 0.25 } }}>
              {words.contents.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </Box>
            <Button
              variant={selected ? 'outlined' : 'contained'}
              color={selected ? 'secondary' : 'primary'}
              aria-label={t(selected ? 'wizardKitDeselectNamed' : 'wizardKitSelectNamed', { kit: name })}
              onClick={() => edit((d) => withKit(d, selected ? '' : kit.key))}
            >
              {t(selected ? 'wizardKitDeselect' : 'wizardKitSelect')}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * When the kit is delivered: only with a kit, not before today and not after either preferred
 * move date; a date that breaks this says so and is cleared (customer-side §5).
 */
export function DeliveryDateField({ draft, edit }: DraftFieldProps) {
  const today = todayOf(draft);
  const hasKit = selectedKit(draft) !== '';
  const value = draft.servicesTab.desiredDeliveryDate.preferredDate;
  const { preferredDateOpt1: d1, preferredDateOpt2: d2 } = draft.moveDatePreferences;
  const field = 'servicesTab.desiredDeliveryDate.preferredDate';
  const problem = value === null ? undefined : moveStepProblems(draft, 'services', { today })[field];
  // The picker offers nothing after the earlier move date; a typed date is checked as it lands.
  const firstMoveDay = d1 !== null && d2 !== null ? Math.min(d1, d2) : (d1 ?? d2);
  const t = useT();

  const set = (day: number | null, complete: boolean) => {
    const next = changed(draft, (d) => void (d.servicesTab.desiredDeliveryDate.preferredDate = day));
    if (day !== null && complete && moveStepProblems(next, 'services', { today })[field] === 'deliveryDateBeforeMove') {
      edit((d) => changed(d, (c) => void (c.servicesTab.desiredDeliveryDate.preferredDate = null)));
      dialogs.showError(t('deliveryDateBeforeMove'), undefined, t('wizardDateOk'));
      return;
    }
    edit((d) => changed(d, (c) => void (c.servicesTab.desiredDeliveryDate.preferredDate = day)));
  };

  return (
    <DayField
      id="quote-delivery-date"
      label={t('wizardDeliveryDate')}
      required={hasKit}
      disabled={!hasKit}
      value={value}
      min={today}
      max={firstMoveDay ?? (() => latestDay(today))}
      onChange={set}
      error={problem !== undefined}
      helperText={t(problem ?? (hasKit ? 'deliveryDateBeforeActualMove' : 'deliveryDateWithoutKit'))}
    />
  );
}

/** The review's short name of each choice: 'Medium Packing', or 'Not Required'. */
const KIT_CHOICE: Record<PackingKitKey | '', WordKey> = {
  '': 'wizardNoKit',
  loadingAndUnloading: 'kitChoiceLoadingAndUnloading',
  mediumPacking: 'kitChoiceMediumPacking',
  largePacking: 'kitChoiceLargePacking',
};

/** The review's 'Boxes And Supplies': switches the kit, or clears it and the date with 'Not Required'. */
export function BoxesAndSuppliesField({ draft, edit, onKitChosen }: DraftFieldProps & { onKitChosen?: () => void }) {
  const t = useT();
  return (
    <TextField
      id="quote-boxes-and-supplies"
      select
      fullWidth
      label={t('wizardBoxesAndSupplies')}
      value={selectedKit(draft)}
      onChange={(event) => {
        const kit = event.target.value as PackingKitKey | '';
        edit((d) => withKit(d, kit));
        if (kit) onKitChosen?.();
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {(['', ...PACKING_KITS.map((kit) => kit.key)] as const).map((key) => (
        <option key={key} value={key}>
          {t(KIT_CHOICE[key])}
        </option>
      ))}
    </TextField>
  );
}

/** Disassembly, reassembly, unpacking. */
export function AdditionalHelpField({ draft, edit }: DraftFieldProps) {
  const t = useT();
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {t('wizardAdditionalHelp')}
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {ADDITIONAL_HELP.map((help) => (
          <FormControlLabel
            key={help.key}
            control={
              <Checkbox
                checked={draft.additionalHelp[help.key]}
                onChange={(event) => edit((d) => changed(d, (c) => void (c.additionalHelp[help.key] = event.target.checked)))}
              />
            }
            label={t(`additionalHelp.${help.key}`)}
          />
        ))}
      </Box>
    </FormControl>
  );
}
