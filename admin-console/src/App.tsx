import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Logo } from './layout/Logo';
import { lightTheme } from './theme';

const theme = createTheme(lightTheme);

/** For now a branded entry page; the react-admin console (orders, partners, dashboard) replaces it. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box
        component="main"
        sx={{
          minHeight: '100dvh',
          display: 'grid',
          placeItems: 'center',
          p: 2,
          background: (t) => `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 60%, ${t.palette.primary.light} 100%)`,
        }}
      >
        <Paper elevation={8} sx={{ width: '100%', maxWidth: 520, p: { xs: 4, sm: 6 }, textAlign: 'center', borderRadius: 4 }}>
          <Logo />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mt: 4 }}>
            MoveDay Back Office
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '1.0625rem', lineHeight: 1.6 }}>
            Orders, partners and the day-to-day of every move. Log in with an admin account to continue.
          </Typography>
          {/* /login is the one login screen for customers and admins (a page of the customer site). */}
          <Button href="/login" variant="contained" size="large" fullWidth sx={{ mt: 4, py: 1.5 }}>
            Login
          </Button>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
