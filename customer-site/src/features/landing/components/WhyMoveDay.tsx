import Box from '@mui/material/Box';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import PriceCheck from '@mui/icons-material/PriceCheck';
import Tune from '@mui/icons-material/Tune';
import { cardGrid, FeatureCard, Section } from './Section';

/** The three differentiators. */
export function WhyMoveDay() {
  return (
    <Section labelId="why-title" eyebrow="Why MoveDay" title="Moving, the way it should be" tone="canvas">
      <Box component="ul" sx={cardGrid({ md: 3 })}>
        <FeatureCard icon={<Tune />} title="Custom solutions">
          Boxes delivered ahead, packing done for you, furniture taken apart and put back: choose exactly the help you need.
        </FeatureCard>
        <FeatureCard icon={<AutoAwesome />} title="Transforming the industry through innovation">
          An instant, transparent estimate replaces days of phone calls and home visits.
        </FeatureCard>
        <FeatureCard icon={<PriceCheck />} title="Fixed prices">
          Fixed prices for common home sizes, distances and locations, so the price you book is the price you pay.
        </FeatureCard>
      </Box>
    </Section>
  );
}
