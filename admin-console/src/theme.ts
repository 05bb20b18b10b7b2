import type { ThemeOptions } from '@mui/material/styles';

// The MoveDay brand, as on the customer site (customer-site/src/app/theme.ts). Plain options rather
// than a built theme: react-admin's <Admin theme={...}> builds it.
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

export const lightTheme: ThemeOptions = {
  palette: {
    primary: { main: '#0f4c5c', light: '#3d7482', dark: '#08323d', contrastText: '#fff' },
    // Orange marks upcoming orders, green completed ones.
    secondary: { main: '#c2410c', light: '#f97316', dark: '#9a3412', contrastText: '#fff' },
    warning: { main: '#c2410c', light: '#f97316', dark: '#9a3412', contrastText: '#fff' },
    success: { main: '#2e7d32', contrastText: '#fff' },
    text: { primary: '#14262c', secondary: '#4a5a60' },
    background: { default: '#f5f7f8', paper: '#fff' },
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.02em', textWrap: 'balance' },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
};
