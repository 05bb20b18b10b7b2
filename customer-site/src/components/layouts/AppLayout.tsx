import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Logo } from '@/components/ui/Logo';

/** The shell every customer page shares: skip link, the top bar, and the page in `<main>`. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 16,
          top: -100,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          '&:focus': { top: 16 },
        }}
      >
        Skip to content
      </Box>
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Logo />
            <Button component={RouterLink} to="/login" variant="outlined" size="large">
              Login
            </Button>
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* The top bar stays put while a page's code loads. */}
        <Suspense fallback={<Box sx={{ minHeight: '60vh' }} aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
