import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocaleProvider } from '@/lib/i18n';
import { theme } from './theme';

/** The site's look and language: MUI's theme and baseline, the active language's words, in both apps (the site and the partner pages), in the browser and when prerendering alike. */
export function SiteTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <LocaleProvider>{children}</LocaleProvider>
    </ThemeProvider>
  );
}
