import TextField from '@mui/material/TextField';
import { Limits, MOVE_TYPES, SIZE_BANDS } from '@moveday/openapi';
import { Section } from '../../common/Section';
import { changed, draftOf } from '../form/draft';
import { FLOOR_OPTIONS } from '../form/MoveFormSections';
import type { CardProps } from './cardProps';
import { describeAddress, describeMoveType, describeNavigation, describeSize } from './describe';
import { FieldRow } from './FieldRow';
import { addressEditor, navigationEditor, selectEditor } from './PickupCard';
import { ShareCheckbox, useSharing } from './ShareSelection';

export function DropCard({ record, editable, save }: CardProps) {
  const sharing = useSharing();
  const draft = draftOf(record);
  const canEdit = editable && !sharing;
  const tab = draft.dropLocationTab;
  const saveDraft = (edit: (t: typeof tab) => void) => save({ draft: changed(draft, (d) => edit(d.dropLocationTab)) });

  return (
    <Section title="Drop Location" action={<ShareCheckbox keys={['dropoffLocation']} label="Drop Location" />}>
      <FieldRow
        label="Moving to"
        value={describeMoveType(tab.moveTo)}
        editor={canEdit ? selectEditor('Moving to', tab.moveTo, MOVE_TYPES, (v) => saveDraft((t) => void (t.moveTo = v))) : undefined}
      />
      <FieldRow
        label="Drop-off address"
        value={describeAddress(tab.dropoffAddress)}
        editor={canEdit ? addressEditor('Drop-off address', tab.dropoffAddress, (a) => saveDraft((t) => void (t.dropoffAddress = a))) : undefined}
      />
      <FieldRow
        label="Location size"
        value={describeSize(tab.dropLocationSize)}
        editor={canEdit ? selectEditor('Location size', tab.dropLocationSize, SIZE_BANDS, (v) => saveDraft((t) => void (t.dropLocationSize = v))) : undefined}
      />
      <FieldRow
        label="Number of floors"
        value={tab.dropLocationNoOfFloor}
        editor={
          canEdit
            ? selectEditor('Number of floors', tab.dropLocationNoOfFloor, FLOOR_OPTIONS, (v) => saveDraft((t) => void (t.dropLocationNoOfFloor = v)))
            : undefined
        }
      />
      <FieldRow
        label="Movers will need to navigate"
        value={describeNavigation(tab.moversWillNeedToNavigate, tab.otherDesc)}
        editor={
          canEdit
            ? navigationEditor('Movers will need to navigate at drop-off', { flags: tab.moversWillNeedToNavigate, otherDesc: tab.otherDesc ?? '' }, (n) =>
                saveDraft((t) => {
                  t.moversWillNeedToNavigate = n.flags;
                  t.otherDesc = n.otherDesc;
                }),
              )
            : undefined
        }
      />
      <FieldRow
        label="Anything else to know"
        value={tab.anythingElseToKnow ?? ''}
        editor={
          canEdit
            ? {
                kind: 'inline',
                initial: () => tab.anythingElseToKnow ?? '',
                render: (value, setValue) => (
                  <TextField
                    label="Anything else to know"
                    value={value}
                    multiline
                    autoFocus
                    onChange={(event) => setValue(event.target.value)}
                    helperText={`${value.length}/${Limits.anythingElseToKnow}`}
                    slotProps={{ htmlInput: { maxLength: Limits.anythingElseToKnow } }}
                  />
                ),
                save: (value) => saveDraft((t) => void (t.anythingElseToKnow = value)),
              }
            : undefined
        }
      />
    </Section>
  );
}
