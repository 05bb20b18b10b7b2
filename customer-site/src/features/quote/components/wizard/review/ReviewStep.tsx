import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { moveDraftProblems, selectedKit, todayOf, type WordKey } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
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
import { useReviewWords } from './reviewText';

/** One card of answers; its id names it the same in every language. */
function ReviewCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

/** What 'Edit ...' names where a label is on both ends ('Edit Pickup home size'). */
const END_NAMES: Record<Side, Record<'address' | 'size' | 'floors' | 'obstacles', WordKey>> = {
  pickup: { address: 'reviewPickupAddressName', size: 'reviewPickupSizeName', floors: 'reviewPickupFloorsName', obstacles: 'reviewPickupObstaclesName' },
  drop: { address: 'reviewDropAddressName', size: 'reviewDropSizeName', floors: 'reviewDropFloorsName', obstacles: 'reviewDropObstaclesName' },
};

/**
 * Tab 4: every answer in four cards, each editable in place; 'Boxes And Supplies' switches or
 * clears the kit at once. Only one answer is edited at a time.
 */
export function ReviewStep({ draft, edit }: DraftFieldProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const problems = moveDraftProblems(draft, { today: todayOf(draft) });
  const t = useT();
  const words = useReviewWords();

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
    const names = END_NAMES[side];
    return [
      item({
        id: `${side}-type`,
        label: t(MOVE_TYPE_LABEL[side]),
        value: words.moveType(facts.moveType),
        paths: [paths.moveType],
        rule,
        editor: (p) => <MoveTypeField {...p} side={side} />,
      }),
      item({
        id: `${side}-address`,
        label: t('reviewAddress'),
        name: t(names.address),
        value: lines(words.addressLines(facts.address)),
        paths: [paths.address],
        rule,
        editor: (p) => <AddressFields {...p} side={side} />,
      }),
      item({
        id: `${side}-size`,
        label: t('reviewHomeSize'),
        name: t(names.size),
        value: words.size(facts.size),
        paths: [paths.size],
        rule,
        editor: (p) => <HomeSizeField {...p} side={side} />,
      }),
      item({
        id: `${side}-floors`,
        label: t('reviewFloors'),
        name: t(names.floors),
        value: words.floors(facts.floors),
        paths: [paths.floors],
        rule,
        editor: (p) => <FloorsField {...p} side={side} />,
      }),
    ];
  };
  const obstaclesItem = (side: Side) => {
    const facts = sideFacts(draft, side);
    const paths = SIDE_PATHS[side];
    return item({
      id: `${side}-obstacles`,
      label: t('reviewObstacles'),
      name: t(END_NAMES[side].obstacles),
      value: words.obstacles(facts.flags, facts.otherDesc),
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
        <ReviewCard id="review-move-details" title={t('reviewMoveDetails')}>
          {item({
            id: 'service',
            label: t('reviewServiceType'),
            value: words.serviceType(draft),
            paths: ['serviceType'],
            rule: 'move',
            editor: (p) => <ServiceTypeField {...p} />,
          })}
          {item({
            id: 'dates',
            label: t('reviewPreferredDates'),
            value: lines([t('reviewOption1', { date: words.day(d1) }), t('reviewOption2', { date: words.day(d2) })]),
            paths: ['moveDatePreferences'],
            rule: 'move',
            editor: (p) => <PreferredDatesFields {...p} />,
          })}
        </ReviewCard>
        <ReviewCard id="review-pick-up-location" title={t('reviewPickUpLocation')}>
          {endItems('pickup')}
          {item({
            id: 'rooms',
            label: t('reviewRooms'),
            value: words.rooms(draft),
            paths: ['pickupTab1.pickUpRooms'],
            rule: 'pickup1',
            editor: (p) => <RoomCounters {...p} />,
          })}
          {item({
            id: 'heavy',
            label: t('reviewHeavyItems'),
            value: words.heavyItems(draft),
            paths: ['pickupTab2.heavyItemsToMove'],
            rule: 'pickup2',
            editor: (p) => <HeavyItemCounters {...p} />,
          })}
          {obstaclesItem('pickup')}
        </ReviewCard>
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ReviewCard id="review-services" title={t('reviewServices')}>
          <Box sx={{ py: 1.5 }}>
            <BoxesAndSuppliesField draft={draft} edit={edit} onKitChosen={() => setEditing('delivery')} />
          </Box>
          {hasKit &&
            item({
              id: 'delivery',
              label: t('reviewDeliveryDate'),
              value: words.day(draft.servicesTab.desiredDeliveryDate.preferredDate),
              paths: ['servicesTab'],
              rule: 'services',
              editor: (p) => <DeliveryDateField {...p} />,
            })}
          {item({
            id: 'help',
            label: t('reviewAdditionalHelp'),
            value: words.additionalHelp(draft),
            paths: ['additionalHelp'],
            rule: 'services',
            editor: (p) => <AdditionalHelpField {...p} />,
          })}
        </ReviewCard>
        <ReviewCard id="review-drop-location" title={t('reviewDropLocation')}>
          {endItems('drop')}
          {obstaclesItem('drop')}
          {item({
            id: 'anything-else',
            label: t('reviewAnythingElse'),
            value: draft.dropLocationTab.anythingElseToKnow?.trim() || words.none,
            paths: ['dropLocationTab.anythingElseToKnow'],
            rule: 'drop',
            editor: (p) => <AnythingElseField {...p} />,
          })}
        </ReviewCard>
      </Box>
    </Box>
  );
}
