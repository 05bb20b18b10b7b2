import { Messages, SERVICE_TYPES, formatDay, latestDay } from '@moveday/openapi';
import { useShowMessage } from '../../common/MessageDialog';
import { Section } from '../../common/Section';
import { STATUS_LABELS } from '../../lib/format';
import { changed, draftOf, serviceTypeKey, todayOf } from '../form/draft';
import { DayInput, SelectInput } from '../form/inputs';
import type { CardProps } from './cardProps';
import { describeServiceType } from './describe';
import { FieldRow, type FieldEditor } from './FieldRow';
import { ShareCheckbox, useSharing } from './ShareSelection';

type DateKey = 'preferredDateOpt1' | 'preferredDateOpt2';

export function MoveCard({ record, editable, save }: CardProps) {
  const sharing = useSharing();
  const show = useShowMessage();
  const draft = draftOf(record);
  const canEdit = editable && !sharing;
  const today = todayOf(draft);
  const latest = latestDay(today);

  const serviceEditor: FieldEditor<string> | undefined = canEdit
    ? {
        kind: 'inline',
        initial: () => serviceTypeKey(draft),
        render: (value, setValue) => <SelectInput label="Service type" value={value} options={SERVICE_TYPES} onChange={setValue} />,
        canSave: (value) => value !== '',
        save: (value) =>
          save({
            draft: changed(draft, (d) => {
              d.serviceType = { boxedAndReadyToGo: value === 'boxedAndReadyToGo', packingAndMoving: value === 'packingAndMoving' };
            }),
          }),
      }
    : undefined;

  /**
   * A preferred date: not before today nor more than two years ahead, never the other date; once a partner is assigned only the
   * date the partner moves on can change (and the actual move date moves with it).
   */
  const dateEditor = (key: DateKey, label: string): FieldEditor<number | null> | undefined => {
    if (!canEdit) return undefined;
    const current = draft.moveDatePreferences[key];
    const other = draft.moveDatePreferences[key === 'preferredDateOpt1' ? 'preferredDateOpt2' : 'preferredDateOpt1'];
    const locked = record.moveStatus === 'partnerassigned' && current !== record.actualMoveDate;
    return {
      kind: 'inline',
      initial: () => current,
      lockedBecause: locked ? `Locked: the partner moves on ${formatDay(record.actualMoveDate)}` : current === null ? 'Nothing to edit' : undefined,
      render: (value, setValue) => (
        <DayInput
          label={label}
          value={value}
          min={today}
          max={latest}
          onChange={(day) => {
            if (day !== null && day === other) {
              void show(Messages.bothDatesSame);
              setValue(null);
            } else setValue(day);
          }}
        />
      ),
      canSave: (value) => value !== null && value <= latest && (value >= today || value === current),
      save: (value) => save({ draft: changed(draft, (d) => void (d.moveDatePreferences[key] = value)) }),
    };
  };

  const select = (key: 'moveDetails' | 'serviceType' | DateKey, label: string) => (sharing ? <ShareCheckbox keys={[key]} label={label} /> : undefined);

  return (
    <Section
      title="Move Details"
      action={<ShareCheckbox keys={['moveDetails', 'serviceType', 'preferredDateOpt1', 'preferredDateOpt2']} label="Move Details" />}
    >
      <FieldRow
        label="Move ID and status"
        value={`${record.moveId} · ${STATUS_LABELS[record.moveStatus]}`}
        select={select('moveDetails', 'the move ID, status, partner and move date')}
      />
      {(record.partnerName || record.actualMoveDate !== null) && (
        <FieldRow
          label="Partner and move date"
          value={[record.partnerName, record.actualMoveDate !== null ? formatDay(record.actualMoveDate) : null].filter(Boolean).join(' · ')}
          select={sharing ? <span /> : undefined}
        />
      )}
      <FieldRow label="Service type" value={describeServiceType(draft)} editor={serviceEditor} select={select('serviceType', 'Service type')} />
      <FieldRow
        label="Preferred move date (option 1)"
        value={formatDay(draft.moveDatePreferences.preferredDateOpt1)}
        editor={dateEditor('preferredDateOpt1', 'Preferred move date (option 1)')}
        select={select('preferredDateOpt1', 'Preferred move date (option 1)')}
      />
      <FieldRow
        label="Preferred move date (option 2)"
        value={formatDay(draft.moveDatePreferences.preferredDateOpt2)}
        editor={dateEditor('preferredDateOpt2', 'Preferred move date (option 2)')}
        select={select('preferredDateOpt2', 'Preferred move date (option 2)')}
      />
    </Section>
  );
}
