import { lazy, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/AppLayout';
import LandingRoute from './routes/Landing';
import { RequireCustomer } from './RequireCustomer';
import { RouteEffects } from './RouteEffects';
import { theme } from './theme';

// Every other page loads on demand. The landing page is the first most visitors see, so it comes
// with the shell (no second round trip before the banner paints).
const LocationsRoute = lazy(() => import('./routes/Locations'));
const ChooseMoveTypeRoute = lazy(() => import('./routes/ChooseMoveType'));
const CommercialEnquiryRoute = lazy(() => import('./routes/CommercialEnquiry'));
const CommercialSuccessRoute = lazy(() => import('./routes/CommercialSuccess'));
const QuoteWizardRoute = lazy(() => import('./routes/QuoteWizard'));
const QuoteEstimateRoute = lazy(() => import('./routes/QuoteEstimate'));
const SignupRoute = lazy(() => import('./routes/Signup'));
const LoginRoute = lazy(() => import('./routes/Login'));
const ForgotPasswordRoute = lazy(() => import('./routes/ForgotPassword'));
const ResetPasswordRoute = lazy(() => import('./routes/ResetPassword'));
const CustomerOrdersRoute = lazy(() => import('./routes/CustomerOrders'));
const OrderDetailsRoute = lazy(() => import('./routes/OrderDetails'));
const ProfileRoute = lazy(() => import('./routes/Profile'));
const NotFoundRoute = lazy(() => import('./routes/NotFound'));

/** The site's look: MUI's theme and baseline, in the browser and when prerendering alike. */
export function SiteTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** The routes of customer-side §2, inside whichever router holds the address. */
export function SiteRoutes() {
  return (
    <>
      <RouteEffects />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<LandingRoute />} />
          <Route path="howitworks" element={<LandingRoute />} />
          <Route path="locations" element={<LocationsRoute />} />
          <Route path="chooseyourmovetype" element={<ChooseMoveTypeRoute />} />
          <Route path="personaldetailscommercial" element={<CommercialEnquiryRoute />} />
          <Route path="successdialogcommercial" element={<CommercialSuccessRoute />} />
          <Route path="getaquote" element={<QuoteWizardRoute />} />
          <Route path="getaquotetabs" element={<QuoteWizardRoute />} />
          <Route path="quoteestimate" element={<QuoteEstimateRoute />} />
          <Route path="signup" element={<SignupRoute />} />
          <Route path="login" element={<LoginRoute />} />
          <Route path="password/forgotForm" element={<ForgotPasswordRoute />} />
          <Route path="password/resetForm" element={<ResetPasswordRoute />} />
          <Route path="customer" element={<RequireCustomer />}>
            <Route path="customerorders" element={<CustomerOrdersRoute />} />
            <Route path="orderdetails" element={<OrderDetailsRoute />} />
            <Route path="profile" element={<ProfileRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </>
  );
}

/** The site in the browser. */
export function App() {
  return (
    <SiteTheme>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteTheme>
  );
}
