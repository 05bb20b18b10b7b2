import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import InstallMobile from '@mui/icons-material/InstallMobile';
import { install, useCanInstall } from '@/lib/pwa';

/** 'Add to home screen': shown only when the browser offers to install the app. */
export function InstallPrompt() {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <Box component="aside" aria-label="Install the app" sx={{ bgcolor: '#fff4ec', borderTop: 1, borderColor: 'secondary.light' }}>
      <Container maxWidth="lg" sx={{ py: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <InstallMobile aria-hidden sx={{ color: 'secondary.dark', fontSize: 36 }} />
        <Typography sx={{ flex: 1, minWidth: 220 }}>
          <strong>Add MoveDay to your home screen</strong> to follow your move in one tap, even on a weak connection.
        </Typography>
        <Button variant="contained" color="secondary" onClick={() => void install()}>
          Add to home screen
        </Button>
      </Container>
    </Box>
  );
}
