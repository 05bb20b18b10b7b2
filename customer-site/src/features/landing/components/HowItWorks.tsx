import Box from '@mui/material/Box';
import EditNote from '@mui/icons-material/EditNote';
import EventAvailable from '@mui/icons-material/EventAvailable';
import RequestQuote from '@mui/icons-material/RequestQuote';
import { SERVICE_TYPES } from '@moveday/openapi';
import { cardGrid, FeatureCard, Section } from './Section';

/** How It Works: the three steps, and the two service types. */
export function HowItWorks() {
  return (
    <Section
      id="howitworks"
      labelId="howitworks-title"
      eyebrow="How it works"
      title="Your move, booked in three steps"
      intro="Pick a service type and a move date, answer a few questions about your household items and locations, and get an automatically generated estimate you can book right away. No need to search and wait for quotes from several moving companies."
    >
      <Box component="ol" sx={cardGrid({ md: 3 })}>
        <FeatureCard step={1} icon={<EditNote />} title="Tell us about your move">
          Choose {SERVICE_TYPES.map((type) => `'${type.label}'`).join(' or ')}, two dates that suit you, and describe your rooms,
          heavy items and both addresses.
        </FeatureCard>
        <FeatureCard step={2} icon={<RequestQuote />} title="Get an instant quote">
          Your estimate is worked out on the spot from our published rates, with a 10% discount when you book online.
        </FeatureCard>
        <FeatureCard step={3} icon={<EventAvailable />} title="Book your move">
          Book in a minute and follow your order online. We confirm the crew and the date, then we move you.
        </FeatureCard>
      </Box>
    </Section>
  );
}
