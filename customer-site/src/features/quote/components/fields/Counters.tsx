import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { changed, HEAVY_ITEMS, Ranges, ROOMS } from '@moveday/openapi';
import { useT } from '@/lib/i18n';
import type { DraftFieldProps } from './draftFields';

interface CounterProps {
  label: string;
  /** What the buttons say, e.g. 'Add a Bedroom' and 'Remove a Bedroom'. */
  addLabel: string;
  removeLabel: string;
  value: number;
  /** The catalogue's most of one kind: plus is disabled there. */
  max: number;
  onChange: (value: number) => void;
}

/** A count changed by plus and minus; never below 0, minus disabled at 0 (customer-side §5), plus disabled at the most we move. */
function Counter({ label, addLabel, removeLabel, value, max, onChange }: CounterProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 1,
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: value > 0 ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 7.5rem', fontWeight: value > 0 ? 700 : 400, py: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        <IconButton aria-label={removeLabel} disabled={value <= 0} onClick={() => onChange(Math.max(0, value - 1))} sx={{ border: 1, borderColor: 'divider' }}>
          <Remove fontSize="small" />
        </IconButton>
        <Typography component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 800, fontSize: '1.0625rem' }}>
          {value}
        </Typography>
        <IconButton
          aria-label={addLabel}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
          sx={{ border: 1, borderColor: value >= max ? 'divider' : 'primary.main', color: 'primary.main' }}
        >
          <Add fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

/** Chooses 'an' in English ('Add an Attic'); other languages need no article there. */
const vowel = (englishLabel: string) => (/^[aeiou]/i.test(englishLabel) ? 'yes' : 'no');

/** The nine rooms at the pickup. */
export function RoomCounters({ draft, edit }: DraftFieldProps) {
  const rooms = draft.pickupTab1.pickUpRooms as Record<string, number | undefined>;
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {ROOMS.map((room) => (
        <Counter
          key={room.key}
          label={t(`room.${room.key}`)}
          addLabel={t('wizardAddRoom', { vowel: vowel(room.key), room: { key: `room.${room.key}` } })}
          removeLabel={t('wizardRemoveRoom', { vowel: vowel(room.key), room: { key: `room.${room.key}` } })}
          value={rooms[room.key] ?? 0}
          max={Ranges.roomCount.max}
          onChange={(count) => edit((d) => changed(d, (c) => void ((c.pickupTab1.pickUpRooms as Record<string, number>)[room.key] = count)))}
        />
      ))}
    </Box>
  );
}

/** The fifteen heavy items. */
export function HeavyItemCounters({ draft, edit }: DraftFieldProps) {
  const items = draft.pickupTab2.heavyItemsToMove;
  const t = useT();
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {HEAVY_ITEMS.map((item) => (
        <Counter
          key={item.key}
          label={t(`heavyItem.${item.key}`)}
          addLabel={t('wizardAddItem', { item: { key: `heavyItem.${item.key}` } })}
          removeLabel={t('wizardRemoveItem', { item: { key: `heavyItem.${item.key}` } })}
          value={items[item.key] ?? 0}
          max={Ranges.heavyItemCount.max}
          onChange={(count) => edit((d) => changed(d, (c) => void (c.pickupTab2.heavyItemsToMove[item.key] = count)))}
        />
      ))}
    </Box>
  );
}
