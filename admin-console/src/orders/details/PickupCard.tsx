import Box from '@mui/material/Box';
import { HEAVY_ITEMS, MOVE_TYPES, OTHER_OBSTACLE, ROOMS, Ranges, SIZE_BANDS, isAddressFilled } from '@moveday/openapi';
import { Section } from '../../common/Section';
import type { Address, NavigationFlags } from '../../lib/types';
import { changed, draftOf } from '../form/draft';
import { AddressFields, CounterGrid, NavigationFields, SelectInput } from '../form/inputs';
import { FLOOR_OPTIONS } from '../form/MoveFormSections';
import type { CardProps } from './cardProps';
import { describeAddress, describeHeavyItems, describeMoveType, describeNavigation, describeRooms, describeSize } from './describe';
import { FieldRow, type FieldEditor } from './FieldRow';
import { ShareCheckbox, useSharing } from './ShareSelection';

export interface Navigation {
  flags: NavigationFlags;
  otherDesc: string;
}

/** Navigation's Save waits for the description while Other is ticked (admin-side §5). */
export const navigationComplete = (n: Navigation) => !n.flags[OTHER_OBSTACLE] || n.otherDesc.trim() !== '';

export function navigationEditor(label: string, initial: Navigation, save: (n: Navigation) => Promise<void>): FieldEditor<Navigation> {
  return {
    kind: 'dialog',
    initial: () => structuredClone(initial),
    render: (value, setValue) => (
      <NavigationFields label={label} flags={value.flags} otherDesc={value.otherDesc} onChange={(flags, otherDesc) => setValue({ flags, otherDesc })} />
    ),
    canSave: navigationComplete,
    save,
  };
}

export function addressEditor(legend: string, initial: Address, save: (a: Address) => Promise<void>): FieldEditor<Address> {
  return {
    kind: 'dialog',
    initial: () => ({ ...initial, streetaddress2: initial.streetaddress2 ?? '' }),
    render: (value, setValue) => (
      <Box sx={{ pt: 1 }}>
        <AddressFields legend={legend} value={value} onChange={setValue} />
      </Box>
    ),
    canSave: isAddressFilled,
    save,
  };
}

export function selectEditor(
  label: string,
  current: string,
  options: readonly { key: string; label: string }[],
  save: (v: string) => Promise<void>,
): FieldEditor<string> {
  return {
    kind: 'inline',
    initial: () => current,
    render: (value, setValue) => <SelectInput label={label} value={value} options={options} onChange={setValue} />,
    canSave: (value) => value !== '',
    save,
    lockedBecause: current ? undefined : 'Nothing to edit',
  };
}

export function PickupCard({ record, editable, save }: CardProps) {
  const sharing = useSharing();
  const draft = draftOf(record);
  const canEdit = editable && !sharing;
  const tab = draft.pickupTab1;
  const saveDraft = (edit: (d: typeof draft) => void) => save({ draft: changed(draft, edit) });

  return (
    <Section title="Pick Up Location" action={<ShareCheckbox keys={['pickupLocation']} label="Pick Up Location" />}>
      <FieldRow
        label="Moving from"
        value={describeMoveType(tab.whereYouMovingFrom)}
        editor={
          canEdit
            ? selectEditor('Moving from', tab.whereYouMovingFrom, MOVE_TYPES, (v) => saveDraft((d) => void (d.pickupTab1.whereYouMovingFrom = v)))
            : undefined
        }
      />
      <FieldRow
        label="Pickup address"
        value={describeAddress(tab.pickUpAddress)}
        editor={canEdit ? addressEditor('Pickup address', tab.pickUpAddress, (a) => saveDraft((d) => void (d.pickupTab1.pickUpAddress = a))) : undefined}
      />
      <FieldRow
        label="Location size"
        value={describeSize(tab.pickUpLocationSize)}
        editor={
          canEdit
            ? selectEditor('Location size', tab.pickUpLocationSize, SIZE_BANDS, (v) => saveDraft((d) => void (d.pickupTab1.pickUpLocationSize = v)))
            : undefined
        }
      />
      <FieldRow
        label="Number of floors"
        value={tab.noOfFloors}
        editor={
          canEdit ? selectEditor('Number of floors', tab.noOfFloors, FLOOR_OPTIONS, (v) => saveDraft((d) => void (d.pickupTab1.noOfFloors = v))) : undefined
        }
      />
      <FieldRow
        label="Rooms"
        value={describeRooms(draft)}
        editor={
          canEdit
            ? {
                kind: 'dialog',
                initial: () => ({ ...(tab.pickUpRooms as Record<string, number>) }),
                render: (value, setValue) => <CounterGrid items={ROOMS} values={value} max={Ranges.roomCount.max} onChange={setValue} />,
                canSave: (value) => Object.values(value).some((n) => n > 0),
                save: (value) => saveDraft((d) => void (d.pickupTab1.pickUpRooms = value)),
              }
            : undefined
        }
      />
      <FieldRow
        label="Heavy items"
        value={describeHeavyItems(draft)}
        editor={
          canEdit
            ? {
                kind: 'dialog',
                initial: () => ({ ...draft.pickupTab2.heavyItemsToMove }),
                render: (value, setValue) => <CounterGrid items={HEAVY_ITEMS} values={value} max={Ranges.heavyItemCount.max} onChange={setValue} />,
                save: (value) => saveDraft((d) => void (d.pickupTab2.heavyItemsToMove = value)),
              }
            : undefined
        }
      />
      <FieldRow
        label="Movers will need to navigate"
        value={describeNavigation(draft.pickupTab2.moversWillNeedToNavigate, draft.pickupTab2.otherDesc)}
        editor={
          canEdit
            ? navigationEditor(
                'Movers will need to navigate at pickup',
                { flags: draft.pickupTab2.moversWillNeedToNavigate, otherDesc: draft.pickupTab2.otherDesc ?? '' },
                (n) =>
                  saveDraft((d) => {
                    d.pickupTab2.moversWillNeedToNavigate = n.flags;
                    d.pickupTab2.otherDesc = n.otherDesc;
                  }),
              )
            : undefined
        }
      />
    </Section>
  );
}
