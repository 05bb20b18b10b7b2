import Box from '@mui/material/Box';
import { Messages, formatDay, latestDay, type PackingKitKey } from '@moveday/openapi';
import { useShowMessage } from '../../common/MessageDialog';
import { Section } from '../../common/Section';
import { changed, draftOf, selectedKit, todayOf, withKit } from '../form/draft';
import { DayInput, SelectInput } from '../form/inputs';
import { AdditionalHelpChecks, KIT_BLANK, KIT_OPTIONS } from '../form/MoveFormSections';
import type { CardProps } from './cardProps';
import { describeHelp, describeKit } from './describe';
import { FieldRow, type FieldEditor } from './FieldRow';
import { ShareCheckbox, useSharing } from './ShareSelection';

interface Boxes {
  kit: PackingKitKey | '';
  date: number | null;
}

export function ServicesCard({ record, editable, save }: CardProps) {
  const sharing = useSharing();
  const show = useShowMessage();
  const draft = draftOf(record);
  const canEdit = editable && !sharing;
  const today = todayOf(draft);
  const delivery = draft.servicesTab.desiredDeliveryDate.preferredDate;
  // The boxes must arrive no later than any move date the order has: the actual one and both preferred.
  const moveDates = [record.actualMoveDate, draft.moveDatePreferences.preferredDateOpt1, draft.moveDatePreferences.preferredDateOpt2].filter(
    (d): d is number => d !== null,
  );
  const latestAllowed = moveDates.length ? Math.min(...moveDates) : latestDay(today);

  /** A delivery date after a move date says so and is cleared (admin-side §5, order details). */
  const checkedDay = (day: number | null, setDay: (day: number | null) => void) => {
    if (day !== null && day > latestAllowed) {
      void show(Messages.deliveryDateBeforeActualMove);
      setDay(null);
    } else setDay(day);
  };
  const dayUsable = (day: number | null) => day !== null && (day >= today || day === delivery);

  const boxesEditor: FieldEditor<Boxes> | undefined = canEdit
    ? {
        kind: 'inline',
        initial: () => ({ kit: selectedKit(draft), date: delivery }),
        render: (value, setValue) => (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SelectInput
              label="Boxes and supplies"
              value={value.kit}
              options={KIT_OPTIONS}
              blank={KIT_BLANK}
              onChange={(kit) => setValue(kit ? { ...value, kit: kit as PackingKitKey } : { kit: '', date: null })}
            />
            <DayInput
              label="Desired delivery date"
              value={value.date}
              disabled={!value.kit}
              min={today}
              max={latestAllowed}
              onChange={(day) => checkedDay(day, (date) => setValue({ ...value, date }))}
            />
          </Box>
        ),
        canSave: (value) => value.kit === '' || dayUsable(value.date),
        save: (value) =>
          save({
            draft: changed(withKit(draft, value.kit, true), (d) => void (d.servicesTab.desiredDeliveryDate.preferredDate = value.kit ? value.date : null)),
          }),
      }
    : undefined;

  const deliveryEditor: FieldEditor<number | null> | undefined = canEdit
    ? {
        kind: 'inline',
        initial: () => delivery,
        lockedBecause: delivery === null ? 'Choose boxes and supplies first' : undefined,
        render: (value, setValue) => (
          <DayInput label="Desired delivery date" value={value} min={today} max={latestAllowed} onChange={(day) => checkedDay(day, setValue)} />
        ),
        canSave: dayUsable,
        save: (value) => save({ draft: changed(draft, (d) => void (d.servicesTab.desiredDeliveryDate.preferredDate = value)) }),
      }
    : undefined;

  const helpEditor: FieldEditor<typeof draft> | undefined = canEdit
    ? {
        kind: 'inline',
        initial: () => draft,
        render: (value, setValue) => <AdditionalHelpChecks draft={value} onChange={setValue} />,
        save: (value) => save({ draft: changed(draft, (d) => void (d.additionalHelp = value.additionalHelp)) }),
      }
    : undefined;

  return (
    <Section title="Services" action={<ShareCheckbox keys={['services']} label="Services" />}>
      <FieldRow label="Boxes and supplies" value={describeKit(draft)} editor={boxesEditor} />
      <FieldRow label="Desired delivery date" value={formatDay(delivery)} editor={deliveryEditor} />
      <FieldRow label="Additional help" value={describeHelp(draft)} editor={helpEditor} />
    </Section>
  );
}
