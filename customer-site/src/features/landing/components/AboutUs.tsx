import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Handshake from '@mui/icons-material/Handshake';
import Star from '@mui/icons-material/StarBorder';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { servedAreasText } from '@moveday/openapi';
import { Section } from './Section';

const VALUES = [
  { icon: <FavoriteBorder />, title: 'Customer commitment', text: 'We plan every move around you.' },
  { icon: <Star />, title: 'Quality', text: 'Trained crews, careful hands, the right equipment.' },
  { icon: <VerifiedUser />, title: 'Integrity', text: 'Honest prices and no surprises on the day.' },
  { icon: <EmojiEvents />, title: 'A winning attitude', text: 'We solve problems rather than explain them.' },
  { icon: <Handshake />, title: 'Respect', text: 'For you, your home, your belongings and our people.' },
];

/** About Us: who we are, the five values, and the way to a quote. */
export function AboutUs() {
  return (
    <Section
      id="AboutUs"
      labelId="about-title"
      eyebrow="About us"
      title="A local moving company, redefined"
      intro={`MoveDay is a local mover serving ${servedAreasText()}. We built the quote we always wanted as customers: instant, clear and fixed.`}
    >
      <Typography variant="h3" sx={{ fontSize: '1.375rem', mb: 2 }}>
        Our values
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 2, p: 0, m: 0, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' } }}>
        {VALUES.map((value) => (
          <Box component="li" key={value.title} sx={{ listStyle: 'none', p: 2.5, borderRadius: 3, border: 1, borderColor: 'divider' }}>
            <Box aria-hidden sx={{ color: 'secondary.main', mb: 1, '& svg': { fontSize: 30 } }}>
              {value.icon}
            </Box>
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{value.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {value.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 5 }}>
        <Button component={RouterLink} to="/getaquote" variant="contained" color="secondary" size="large">
          Get a Quote
        </Button>
      </Box>
    </Section>
  );
}
