import { createTheme } from '@mui/material/styles';
import { APP_BAR_HEIGHT } from '@/lib/layout';

// Every text/background pair below meets WCAG AA (4.5:1) for normal text.
const brand = {
  teal: '#0f4c5c',
  tealLight: '#3d7482',
  tealDark: '#08323d',
  orange: '#c2410c',
  orangeLight: '#f97316',
  orangeDark: '#9a3412',
  green: '#2e7d32',
  ink: '#14262c',
  inkMuted: '#4a5a60',
  canvas: '#f5f7f8',
} as const;

// System fonts only: nothing to download, and each platform renders its own best sans-serif.
const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: brand.teal, light: brand.tealLight, dark: brand.tealDark, contrastText: '#fff' },
    // Orange is the call-to-action accent and the 'Upcoming Order' colour; green marks completed moves.
    secondary: { main: brand.orange, light: brand.orangeLight, dark: brand.orangeDark, contrastText: '#fff' },
    warning: { main: brand.orange, light: brand.orangeLight, dark: brand.orangeDark, contrastText: '#fff' },
    success: { main: brand.green, contrastText: '#fff' },
    text: { primary: brand.ink, secondary: brand.inkMuted },
    background: { default: brand.canvas, paper: '#fff' },
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.1, textWrap: 'balance' },
    h2: { fontWeight: 800, letterSpacing: '-0.015em', textWrap: 'balance' },
    h3: { fontWeight: 700, textWrap: 'balance' },
    h4: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  mixins: {
    toolbar: { minHeight: APP_BAR_HEIGHT },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { sizeLarge: { padding: '12px 28px', fontSize: '1.0625rem' } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
    },
  },
});
