import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADDITIONAL_HELP,
  FLOORS,
  HEAVY_ITEMS,
  Limits,
  MOVE_TYPES,
  Messages,
  PACKING_KITS,
  ROOMS,
  Ranges,
  SERVICE_TYPES,
  SIZE_BANDS,
  latestDay,
  moveStepProblems,
  textProblem,
  wordOf,
  type PackingKitKey,
} from '@moveday/openapi';
import { useShowMessage } from '../../common/MessageDialog';
import { Section } from '../../common/Section';
import type { CustomerDetails, MoveDraft } from '../../lib/types';
import { changed, selectedKit, serviceTypeKey, todayOf, withKit } from './draft';
import { AddressFields, CounterGrid, DayInput, EmailInput, NameInput, NavigationFields, PhoneInput, SelectInput } from './inputs';

export const FLOOR_OPTIONS = FLOORS.map((floor) => ({ key: floor, label: floor }));
export const KIT_OPTIONS = PACKING_KITS.map((kit) => ({ key: kit.key, label: `${kit.level} Packing (${kit.boxes} boxes)` }));
export const KIT_BLANK = 'Not Required';

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

interface DraftProps {
  draft: MoveDraft;
  onChange: (draft: MoveDraft) => void;
}

export function CustomerSection({ customer, onChange }: { customer: CustomerDetails; onChange: (c: CustomerDetails) => void }) {
  const set = (field: keyof CustomerDetails) => (value: string) => onChange({ ...customer, [field]: value });
  return (
    <Section title="Customer Details">
      <Box sx={grid}>
        <NameInput label="First name" required value={customer.firstName} onChange={set('firstName')} />
        <NameInput label="Last name" required value={customer.lastName} onChange={set('lastName')} />
        <EmailInput label="Email" required value={customer.userEmail} onChange={set('userEmail')} />
        <PhoneInput label="Phone" required value={customer.userPhone} onChange={set('userPhone')} />
      </Box>
    </Section>
  );
}

export function ServiceTypeRadios({ draft, onChange }: DraftProps) {
  return (
    <Box>
      <FormLabel id="service-type-label" required>
        Service type
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="service-type-label"
        value={serviceTypeKey(draft)}
        onChange={(event) =>
          onChange(
            changed(draft, (d) => {
              d.serviceType = { boxedAndReadyToGo: event.target.value === 'boxedAndReadyToGo', packingAndMoving: event.target.value === 'packingAndMoving' };
            }),
          )
        }
      >
        {SERVICE_TYPES.map((type) => (
          <FormControlLabel key={type.key} value={type.key} control={<Radio />} label={type.label} />
        ))}
      </RadioGroup>
    </Box>
  );
}

/**
 * The two preferred dates: not before today nor more than two years ahead; the same day twice
 * says 'Both dates cannot be same' and clears both (admin-side §5).
 */
export function PreferredDates({ draft, onChange }: DraftProps) {
  const show = useShowMessage();
  const today = todayOf(draft);
  const { preferredDateOpt1: d1, preferredDateOpt2: d2 } = draft.moveDatePreferences;
  const set = (key: 'preferredDateOpt1' | 'preferredDateOpt2') => (day: number | null) => {
    const other = key === 'preferredDateOpt1' ? d2 : d1;
    if (day !== null && day === other) {
      void show(Messages.bothDatesSame);
      onChange(changed(draft, (d) => void (d.moveDatePreferences = { preferredDateOpt1: null, preferredDateOpt2: null })));
      return;
    }
    onChange(changed(draft, (d) => void (d.moveDatePreferences[key] = day)));
  };
  // Only a date that is set can be wrong; an empty one is simply still to choose.
  const problems = moveStepProblems(draft, 'move', { today });
  const problem = (key: 'preferredDateOpt1' | 'preferredDateOpt2') =>
    draft.moveDatePreferences[key] === null ? undefined : wordOf(problems[`moveDatePreferences.${key}`]);
  const latest = latestDay(today);
  return (
    <Box sx={grid}>
      <DayInput
        label="Preferred move date (option 1)"
        required
        value={d1}
        min={today}
        max={latest}
        onChange={set('preferredDateOpt1')}
        helperText={problem('preferredDateOpt1')}
      />
      <DayInput
        label="Preferred move date (option 2)"
        required
        value={d2}
        min={today}
        max={latest}
        onChange={set('preferredDateOpt2')}
        helperText={problem('preferredDateOpt2')}
      />
    </Box>
  );
}

export function MoveDetailsSection(props: DraftProps) {
  return (
    <Section title="Move Details">
      <ServiceTypeRadios {...props} />
      <Box sx={{ mt: 1.5 }}>
        <PreferredDates {...props} />
      </Box>
    </Section>
  );
}

export function PickupLocationSection({ draft, onChange }: DraftProps) {
  const tab = draft.pickupTab1;
  return (
    <Section title="Pickup Location">
      <Box sx={{ ...grid, mb: 1.5 }}>
        <SelectInput
          label="Moving from"
          required
          value={tab.whereYouMovingFrom}
          options={MOVE_TYPES}
          onChange={(value) => onChange(changed(draft, (d) => void (d.pickupTab1.whereYouMovingFrom = value)))}
        />
      </Box>
      <AddressFields
        legend="Pickup address"
        value={tab.pickUpAddress}
        onChange={(address) => onChange(changed(draft, (d) => void (d.pickupTab1.pickUpAddress = address)))}
      />
    </Section>
  );
}

export function PickupDetailsSection({ draft, onChange }: DraftProps) {
  const tab = draft.pickupTab1;
  return (
    <Section title="Pickup Size, Rooms, Heavy Items and Navigation">
      <Box sx={grid}>
        <SelectInput
          label="Location size"
          required
          value={tab.pickUpLocationSize}
          options={SIZE_BANDS}
          onChange={(value) => onChange(changed(draft, (d) => void (d.pickupTab1.pickUpLocationSize = value)))}
        />
        <SelectInput
          label="Number of floors"
          required
          value={tab.noOfFloors}
          options={FLOOR_OPTIONS}
          onChange={(value) => onChange(changed(draft, (d) => void (d.pickupTab1.noOfFloors = value)))}
        />
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        Rooms (at least one)
      </Typography>
      <CounterGrid
        items={ROOMS}
        max={Ranges.roomCount.max}
        values={tab.pickUpRooms as Record<string, number>}
        onChange={(rooms) => onChange(changed(draft, (d) => void (d.pickupTab1.pickUpRooms = rooms)))}
      />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        Heavy items
      </Typography>
      <CounterGrid
        items={HEAVY_ITEMS}
        max={Ranges.heavyItemCount.max}
        values={draft.pickupTab2.heavyItemsToMove}
        onChange={(items) => onChange(changed(draft, (d) => void (d.pickupTab2.heavyItemsToMove = items)))}
      />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        Movers will need to navigate (pickup)
      </Typography>
      <NavigationFields
        label="Movers will need to navigate at pickup"
        flags={draft.pickupTab2.moversWillNeedToNavigate}
        otherDesc={draft.pickupTab2.otherDesc}
        onChange={(flags, otherDesc) =>
          onChange(
            changed(draft, (d) => {
              d.pickupTab2.moversWillNeedToNavigate = flags;
              d.pickupTab2.otherDesc = otherDesc;
            }),
          )
        }
      />
    </Section>
  );
}

/** A packing kit and the day its boxes arrive: not before today, not after either preferred date (admin-side §5). */
export function KitAndDelivery({ draft, onChange, allowPast = false }: DraftProps & { allowPast?: boolean }) {
  const show = useShowMessage();
  const kit = selectedKit(draft);
  const today = todayOf(draft);
  const { preferredDateOpt1: d1, preferredDateOpt2: d2 } = draft.moveDatePreferences;
  const earliest = [d1, d2].filter((d): d is number => d !== null).reduce<number | undefined>((a, b) => (a === undefined ? b : Math.min(a, b)), undefined);
  return (
    <Box sx={grid}>
      <SelectInput
        label="Boxes and supplies"
        value={kit}
        options={KIT_OPTIONS}
        blank={KIT_BLANK}
        onChange={(value) => onChange(withKit(draft, value as PackingKitKey | '', true))}
      />
      <DayInput
        label="Desired delivery date of boxes"
        value={draft.servicesTab.desiredDeliveryDate.preferredDate}
        disabled={!kit}
        required={kit !== ''}
        min={allowPast ? undefined : today}
        max={earliest ?? latestDay(today)}
        onChange={(day) => {
          const late = day !== null && ((d1 !== null && day > d1) || (d2 !== null && day > d2));
          if (day !== null && (late || (!allowPast && day < today))) {
            void show(Messages.deliveryDateBeforeMove);
            onChange(changed(draft, (d) => void (d.servicesTab.desiredDeliveryDate.preferredDate = null)));
            return;
          }
          onChange(changed(draft, (d) => void (d.servicesTab.desiredDeliveryDate.preferredDate = day)));
        }}
      />
    </Box>
  );
}

export function AdditionalHelpChecks({ draft, onChange }: DraftProps) {
  return (
    <FormGroup row aria-label="Additional help">
      {ADDITIONAL_HELP.map((help) => (
        <FormControlLabel
          key={help.key}
          sx={{ minWidth: 220 }}
          control={
            <Checkbox
              checked={draft.additionalHelp[help.key]}
              onChange={(event) => onChange(changed(draft, (d) => void (d.additionalHelp[help.key] = event.target.checked)))}
            />
          }
          label={help.label}
        />
      ))}
    </FormGroup>
  );
}

export function ServicesSection(props: DraftProps) {
  return (
    <Section title="Services">
      <KitAndDelivery {...props} />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        Additional help
      </Typography>
      <AdditionalHelpChecks {...props} />
    </Section>
  );
}

export function DropSection({ draft, onChange }: DraftProps) {
  const tab = draft.dropLocationTab;
  const set = (edit: (t: MoveDraft['dropLocationTab']) => void) => onChange(changed(draft, (d) => edit(d.dropLocationTab)));
  return (
    <Section title="Drop Location">
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, mb: 1.5 }}>
        <SelectInput label="Moving to" required value={tab.moveTo} options={MOVE_TYPES} onChange={(value) => set((t) => void (t.moveTo = value))} />
        <SelectInput
          label="Location size"
          required
          value={tab.dropLocationSize}
          options={SIZE_BANDS}
          onChange={(value) => set((t) => void (t.dropLocationSize = value))}
        />
        <SelectInput
          label="Number of floors"
          required
          value={tab.dropLocationNoOfFloor}
          options={FLOOR_OPTIONS}
          onChange={(value) => set((t) => void (t.dropLocationNoOfFloor = value))}
        />
      </Box>
      <AddressFields legend="Drop-off address" value={tab.dropoffAddress} onChange={(address) => set((t) => void (t.dropoffAddress = address))} />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        Movers will need to navigate (drop-off)
      </Typography>
      <NavigationFields
        label="Movers will need to navigate at drop-off"
        flags={tab.moversWillNeedToNavigate}
        otherDesc={tab.otherDesc}
        onChange={(flags, otherDesc) =>
          set((t) => {
            t.moversWillNeedToNavigate = flags;
            t.otherDesc = otherDesc;
          })
        }
      />
      <TextField
        label="Anything else we should know?"
        value={tab.anythingElseToKnow ?? ''}
        multiline
        minRows={2}
        onChange={(event) => set((t) => void (t.anythingElseToKnow = event.target.value))}
        error={textProblem(tab.anythingElseToKnow) !== undefined}
        helperText={wordOf(textProblem(tab.anythingElseToKnow)) ?? `${(tab.anythingElseToKnow ?? '').length}/${Limits.anythingElseToKnow}`}
        slotProps={{ htmlInput: { maxLength: Limits.anythingElseToKnow } }}
        sx={{ mt: 1.5 }}
      />
    </Section>
  );
}
