import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '@/components/errors/ErrorBoundary';
import { SiteFailed } from '@/components/errors/SomethingWentWrong';
import { AppLayout } from '@/components/layouts/AppLayout';
import { lazyChunk } from '@/lib/chunk-load';
import { addressIn, LOCALIZED_PAGES } from '@/lib/locale-addresses';
import LandingRoute from './routes/Landing';
import { RequireCustomer } from './RequireCustomer';
import { RouteEffects } from './RouteEffects';
import { RouterNavigation } from './RouterNavigation';
import { sitePaths, type PathsOf } from './sitePaths';
import { SiteTheme } from './SiteTheme';

// Every other page loads on demand. The landing page is the first most visitors see, so it comes
// with the shell (no second round trip before the banner paints).
const LocationsRoute = lazyChunk(() => import('./routes/Locations'));
const ChooseMoveTypeRoute = lazyChunk(() => import('./routes/ChooseMoveType'));
const CommercialEnquiryRoute = lazyChunk(() => import('./routes/CommercialEnquiry'));
const CommercialSuccessRoute = lazyChunk(() => import('./routes/CommercialSuccess'));
const QuoteWizardRoute = lazyChunk(() => import('./routes/QuoteWizard'));
const QuoteEstimateRoute = lazyChunk(() => import('./routes/QuoteEstimate'));
const SignupRoute = lazyChunk(() => import('./routes/Signup'));
const LoginRoute = lazyChunk(() => import('./routes/Login'));
const ForgotPasswordRoute = lazyChunk(() => import('./routes/ForgotPassword'));
const ResetPasswordRoute = lazyChunk(() => import('./routes/ResetPassword'));
const CustomerOrdersRoute = lazyChunk(() => import('./routes/CustomerOrders'));
const OrderDetailsRoute = lazyChunk(() => import('./routes/OrderDetails'));
const ProfileRoute = lazyChunk(() => import('./routes/Profile'));
const RateMoveRoute = lazyChunk(() => import('./routes/RateMove'));
const AccountClosedRoute = lazyChunk(() => import('./routes/AccountClosed'));
const NotFoundRoute = lazyChunk(() => import('./routes/NotFound'));

/**
 * The page at each address of the site (sitePaths.ts) that anyone or a customer may open. A
 * partner's pages are an app of their own (entry-partner.tsx), which the server sends for /partner/.
 */
const PAGES: Record<PathsOf<'anyone' | 'customer'>, ComponentType> = {
  '/': LandingRoute,
  '/howitworks': LandingRoute,
  '/locations': LocationsRoute,
  '/chooseyourmovetype': ChooseMoveTypeRoute,
  '/personaldetailscommercial': CommercialEnquiryRoute,
  '/successdialogcommercial': CommercialSuccessRoute,
  '/getaquote': QuoteWizardRoute,
  '/getaquotetabs': QuoteWizardRoute,
  '/quoteestimate': QuoteEstimateRoute,
  '/signup': SignupRoute,
  '/login': LoginRoute,
  '/password/forgotForm': ForgotPasswordRoute,
  '/password/resetForm': ResetPasswordRoute,
  '/rate': RateMoveRoute,
  '/accountclosed': AccountClosedRoute,
  '/customer/customerorders': CustomerOrdersRoute,
  '/customer/orderdetails': OrderDetailsRoute,
  '/customer/profile': ProfileRoute,
};

const routes = (who: 'anyone' | 'customer') =>
  sitePaths(who).map((path) => {
    const Page = PAGES[path];
    return <Route key={path} path={path} element={<Page />} />;
  });

/**
 * The pages with a Spanish address too (`/es/`, `/es/getaquotetabs`, ...): the same pages, in the
 * language of their address (main.tsx and the prerenderer start in it).
 */
const spanishRoutes = () =>
  LOCALIZED_PAGES.map((path) => {
    const Page = PAGES[path as keyof typeof PAGES];
    const spanish = addressIn('es', path);
    return <Route key={spanish} path={spanish} element={<Page />} />;
  });

/**
 * The routes of customer-side §2, inside whichever router holds the address. A failure in the
 * site's frame shows the error page with a bar of its own (a page's failure shows in the layout).
 */
export function SiteRoutes() {
  return (
    <ErrorBoundary fallback={<SiteFailed />}>
      <RouteEffects />
      <RouterNavigation>
        <Routes>
          <Route element={<AppLayout />}>
            {routes('anyone')}
            {spanishRoutes()}
            <Route element={<RequireCustomer />}>{routes('customer')}</Route>
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </RouterNavigation>
    </ErrorBoundary>
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
