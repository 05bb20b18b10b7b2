import { Admin, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import apikeys, { loaders as apiKeyLoaders } from './apikeys';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import customers, { loaders as customerLoaders } from './customers';
import { Dashboard, loadDashboard } from './dashboard';
import { dataProvider } from './dataProvider';
import { DispatchCalendar, loadDispatch } from './dispatch';
import enquiries, { loaders as enquiryLoaders } from './enquiries';
import { Layout } from './layout/Layout';
import mails, { loaders as mailLoaders } from './mails';
import orders, { loaders as orderLoaders } from './orders';
import partners, { loaders as partnerLoaders } from './partners';
import payments, { loaders as paymentLoaders } from './payments';
import reviews, { loaders as reviewLoaders } from './reviews';
import settlements, { loaders as settlementLoaders } from './settlements';
import { lightTheme } from './theme';
import webhookdeliveries, { loaders as deliveryLoaders } from './webhookdeliveries';
import webhooks, { loaders as webhookLoaders } from './webhooks';

const Home = () => <Navigate to="/dashboard" replace />;

/** Each path's screen, so the first one can start loading with the app rather than after it has booted. */
const SCREENS: Record<string, () => Promise<unknown>> = {
  '/': loadDashboard,
  '/dashboard': loadDashboard,
  '/ordersPage': orderLoaders.list,
  '/addorder': orderLoaders.create,
  '/editorder': orderLoaders.edit,
  '/settings': partnerLoaders.list,
  '/addpartner': partnerLoaders.create,
  '/editpartner': partnerLoaders.edit,
  '/dispatch': loadDispatch,
  '/customers': customerLoaders.list,
  '/enquiries': enquiryLoaders.list,
  '/mails': mailLoaders.list,
  '/payments': paymentLoaders.list,
  '/settlements': settlementLoaders.list,
  '/reviews': reviewLoaders.list,
  '/apikeys': apiKeyLoaders.list,
  '/apikeys/create': apiKeyLoaders.create,
  '/webhooks': webhookLoaders.list,
  '/webhooks/create': webhookLoaders.create,
  '/webhookdeliveries': deliveryLoaders.list,
};

/** Starts fetching the chunk of the screen at this path under /admin, if any. */
export function preloadScreen(pathname: string): void {
  const path = pathname.replace(/^\/admin/, '').replace(/\/$/, '') || '/';
  void SCREENS[path]?.().catch(() => undefined);
}

/**
 * The console at /admin/ (DESIGN §7). The spec's paths are the screens' addresses: /dashboard,
 * /ordersPage, /addorder, /editorder?id=..., /settings, /addpartner, /editpartner?id=...;
 * the orders and partners resources are registered for react-admin's data hooks and shown there.
 * The dispatch calendar (/dispatch) is a screen of its own over the orders and partners.
 * The customers (/customers, a customer's page at /customers/<id>/show: download their data, close the account) are a resource of their own.
 * The enquiries (/enquiries), the mails (/mails), the payments (/payments: every order's ledger lines) and the reviews (/reviews) are plain react-admin list resources.
 * The settlements (/settlements: every partner's weekly statements; a statement at /settlements/<id>/show, where it is paid) are a resource of their own.
 * Integrations (issue 20) are three resources under one top-bar tab: API keys (/apikeys, /apikeys/create),
 * webhook endpoints (/webhooks, /webhooks/create, /webhooks/<id>) and their delivery log
 * (/webhookdeliveries, /webhookdeliveries/<id>/show).
 * Every screen is its own chunk, loaded when first opened.
 */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        layout={Layout}
        theme={lightTheme}
        dashboard={Home}
        loginPage={false}
        requireAuth
        disableTelemetry
        title="MoveDay Back Office"
      >
        <Resource name="orders" recordRepresentation="moveID" icon={orders.icon} />
        <Resource name="partners" recordRepresentation="companyName" icon={partners.icon} />
        <Resource name="customers" recordRepresentation={(record) => `${record.firstName} ${record.lastName}`} {...customers} />
        <Resource name="enquiries" {...enquiries} />
        <Resource name="mails" recordRepresentation="subject" {...mails} />
        <Resource name="payments" recordRepresentation="moveID" {...payments} />
        <Resource name="settlements" recordRepresentation="number" options={{ label: 'Settlements' }} {...settlements} />
        <Resource name="reviews" recordRepresentation="moveID" {...reviews} />
        <Resource name="apikeys" recordRepresentation="name" {...apikeys} />
        <Resource name="webhooks" recordRepresentation="url" {...webhooks} />
        <Resource name="webhookdeliveries" recordRepresentation="eventType" {...webhookdeliveries} />
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/ordersPage" element={withResource('orders', <orders.list />)} />
          <Route path="/addorder" element={withResource('orders', <orders.create />)} />
          <Route path="/editorder" element={withResource('orders', <orders.edit />)} />
          <Route path="/settings" element={withResource('partners', <partners.list />)} />
          <Route path="/addpartner" element={withResource('partners', <partners.create />)} />
          <Route path="/editpartner" element={withResource('partners', <partners.edit />)} />
          <Route path="/dispatch" element={<DispatchCalendar />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}

function withResource(resource: string, element: React.ReactElement) {
  return <ResourceContextProvider value={resource}>{element}</ResourceContextProvider>;
}
