import { lazy } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/AppLayout';
import { theme } from './theme';

// Route pages load on demand, so the first download is only the shell.
const LandingRoute = lazy(() => import('./routes/Landing'));
const NotFoundRoute = lazy(() => import('./routes/NotFound'));

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <BrowserRouter>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<LandingRoute />} />
            <Route path="howitworks" element={<LandingRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}
