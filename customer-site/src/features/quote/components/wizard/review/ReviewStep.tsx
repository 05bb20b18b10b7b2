import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { moveDraftProblems, selectedKit, todayOf } from '@moveday/openapi';
import { AddressFields } from '../../fields/AddressFields';
import { AnythingElseField } from '../../fields/AnythingElseField';
import { HeavyItemCounters, RoomCounters } from '../../fields/Counters';
import { problemsAt, SIDE_PATHS, sideFacts, type DraftFieldProps, type Side } from '../../fields/draftFields';
import { FloorsField, HomeSizeField } from '../../fields/HomeFields';
import { MOVE_TYPE_LABEL, MoveTypeField } from '../../fields/MoveTypeField';
import { ObstaclesField } from '../../fields/ObstaclesField';
import { AdditionalHelpField, BoxesAndSuppliesField, DeliveryDateField } from '../../fields/PackingFields';
import { PreferredDatesFields } from '../../fields/PreferredDatesFields';
import { ServiceTypeField } from '../../fields/ServiceTypeField';
import { ReviewItem, type ReviewItemProps } from './ReviewItem';
import {
  additionalHelpText,
  addressLines,
  dayText,
  floorsText,
  heavyItemsText,
  moveTypeText,
  NONE,
  obstaclesText,
  roomsText,
  serviceTypeText,
  sizeText,
} from './reviewText';

function ReviewCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `review-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ px: { xs: 2, sm: 3 }, py: 2, borderRadius: 3 }}>
      <Typography id={id} component="h3" sx={{ fontWeight: 800, fontSize: '1.125rem', color: 'primary.main', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const lines = (values: string[]) => values.map((line) => <Box key={line}>{line}</Box>);

const END_NAME: Record<Side, string> = { pickup: 'Pickup', drop: 'Drop-off' };

/**
 * Tab 4: every answer in four cards, each editable in place; 'Boxes And Supplies' switches or
 * clears the kit at once. Only one answer is edited at a time.
 */
export function ReviewStep({ draft, edit }: DraftFieldProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const problems = moveDraftProblems(draft, { today: todayOf(draft) });

  type ItemSpec = Omit<ReviewItemProps, 'draft' | 'problems' | 'editing' | 'onEditingChange'> & { id: string };
  const item = ({ id, ...spec }: ItemSpec) => (
    <ReviewItem
      key={id}
      draft={draft}
      problems={problemsAt(problems, spec.paths)}
      editing={editing === id}
      onEditingChange={(on) => setEditing(on ? id : null)}
      {...spec}
    />
  );

  const endItems = (side: Side) => {
    const facts = sideFacts(draft, side);
    const paths = SIDE_PATHS[side];
    const rule = side === 'pickup' ? 'pickup1' : 'drop';
    const end = END_NAME[side];
    return [
      item({ id: `${side}-type`, label: MOVE_TYPE_LABEL[side], value: moveTypeText(facts.moveType), paths: [paths.moveType], rule, editor: (p) => <MoveTypeField {...p} side={side} /> }),
      item({ id: `${side}-address`, label: 'Address', name: `${end} address`, value: lines(addressLines(facts.address)), paths: [paths.address], rule, editor: (p) => <AddressFields {...p} side={side} /> }),
      item({ id: `${side}-size`, label: 'Home size', name: `${end} home size`, value: sizeText(facts.size), paths: [paths.size], rule, editor: (p) => <HomeSizeField {...p} side={side} /> }),
      item({ id: `${side}-floors`, label: 'Number of floors', name: `${end} number of floors`, value: floorsText(facts.floors), paths: [paths.floors], rule, editor: (p) => <FloorsField {...p} side={side} /> }),
    ];
  };
  const obstaclesItem = (side: Side) => {
    const facts = sideFacts(draft, side);
    const paths = SIDE_PATHS[side];
    return item({
      id: `${side}-obstacles`,
      label: 'Obstacles for the movers',
      name: `${END_NAME[side]} obstacles`,
      value: obstaclesText(facts.flags, facts.otherDesc),
      paths: [paths.flags, paths.otherDesc],
      rule: side === 'pickup' ? 'pickup2' : 'drop',
      editor: (p) => <ObstaclesField {...p} side={side} />,
    });
  };
  const { preferredDateOpt1: d1, preferredDateOpt2: d2 } = draft.moveDatePreferences;
  const hasKit = selectedKit(draft) !== '';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ReviewCard title="Move Details">
          {item({ id: 'service', label: 'Service type', value: serviceTypeText(draft), paths: ['serviceType'], rule: 'move', editor: (p) => <ServiceTypeField {...p} /> })}
          {item({
            id: 'dates',
            label: 'Preferred dates',
            value: lines([`Option 1: ${dayText(d1)}`, `Option 2: ${dayText(d2)}`]),
            paths: ['moveDatePreferences'],
            rule: 'move',
            editor: (p) => <PreferredDatesFields {...p} />,
          })}
        </ReviewCard>
        <ReviewCard title="Pick Up Location">
          {endItems('pickup')}
          {item({ id: 'rooms', label: 'Rooms', value: roomsText(draft), paths: ['pickupTab1.pickUpRooms'], rule: 'pickup1', editor: (p) => <RoomCounters {...p} /> })}
          {item({ id: 'heavy', label: 'Heavy items', value: heavyItemsText(draft), paths: ['pickupTab2.heavyItemsToMove'], rule: 'pickup2', editor: (p) => <HeavyItemCounters {...p} /> })}
          {obstaclesItem('pickup')}
        </ReviewCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ReviewCard title="Services">
          <Box sx={{ py: 1.5 }}>
            <BoxesAndSuppliesField draft={draft} edit={edit} onKitChosen={() => setEditing('delivery')} />
          </Box>
          {hasKit &&
            item({
              id: 'delivery',
              label: 'Delivery date',
              value: dayText(draft.servicesTab.desiredDeliveryDate.preferredDate),
              paths: ['servicesTab'],
              rule: 'services',
              editor: (p) => <DeliveryDateField {...p} />,
            })}
          {item({ id: 'help', label: 'Additional help', value: additionalHelpText(draft), paths: ['additionalHelp'], rule: 'services', editor: (p) => <AdditionalHelpField {...p} /> })}
        </ReviewCard>
        <ReviewCard title="Drop Location">
          {endItems('drop')}
          {obstaclesItem('drop')}
          {item({
            id: 'anything-else',
            label: 'Anything else we should know',
            value: draft.dropLocationTab.anythingElseToKnow?.trim() || NONE,
            paths: ['dropLocationTab.anythingElseToKnow'],
            rule: 'drop',
            editor: (p) => <AnythingElseField {...p} />,
          })}
        </ReviewCard>
      </Box>
    </Box>
  );
}
