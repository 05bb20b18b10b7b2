import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Apartment from '@mui/icons-material/Apartment';
import Home from '@mui/icons-material/HomeOutlined';
import type { ReactNode } from 'react';
import type { WordKey } from '@moveday/openapi';
import { useNavigate } from 'react-router-dom';
import { trackClick } from '@/lib/analytics';
import { useAddressIn, useT } from '@/lib/i18n';

const CHOICES: { key: string; title: WordKey; text: WordKey; to: string; event: string; icon: ReactNode }[] = [
  {
    key: 'residential',
    title: 'moveTypeResidential',
    text: 'moveTypeResidentialText',
    to: '/getaquotetabs',
    event: 'MoveType_Residential',
    icon: <Home />,
  },
  {
    key: 'commercial',
    title: 'moveTypeCommercial',
    text: 'moveTypeCommercialText',
    to: '/personaldetailscommercial',
    event: 'MoveType_Commercial',
    icon: <Apartment />,
  },
];

/** /chooseyourmovetype: Residential to the wizard, Commercial to the enquiry form; each click is tracked. */
export function MoveTypeChoice() {
  const navigate = useNavigate();
  const t = useT();
  const addressIn = useAddressIn();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', sm: '2.5rem' }, textAlign: 'center' }}>
        {t('moveTypeTitle')}
      </Typography>
      <Box sx={{ mt: { xs: 4, md: 6 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {CHOICES.map((choice) => (
          <ButtonBase
            key={choice.key}
            focusRipple
            onClick={() => {
              trackClick(choice.event);
              navigate(addressIn(choice.to));
            }}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              gap: 1.5,
              p: { xs: 3, md: 5 },
              borderRadius: 4,
              border: 2,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              transition: 'border-color 150ms, transform 150ms',
              '&:hover, &.Mui-focusVisible': { borderColor: 'secondary.main', transform: 'translateY(-2px)' },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.light', outlineOffset: 2 },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 80,
                height: 80,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#e6f0f2',
                color: 'primary.main',
                '& svg': { fontSize: 44 },
              }}
            >
              {choice.icon}
            </Box>
            <Typography component="span" sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main' }}>
              {t(choice.title)}
            </Typography>
            <Typography component="span" color="text.secondary">
              {t(choice.text)}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
    </Container>
  );
}
