import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { MessageProvider } from '../common/MessageDialog';
import { TopBar } from './TopBar';

const NoSidebar = () => null;
const NoMenu = () => null;

/** A printed order is the page's content only: no bar, no buttons (anything marked `no-print`). */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '14mm' },
        'body, .layout, .RaLayout-content': { background: '#fff !important' },
        '.no-print, .MuiSnackbar-root': { display: 'none !important' },
        '.RaLayout-appFrame': { marginTop: '0 !important' },
        '.MuiPaper-root': { boxShadow: 'none !important', breakInside: 'avoid' },
      },
    }}
  />
);

/** react-admin's layout with the spec's top bar and tabs instead of a sidebar menu. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <MessageProvider>
      {printStyles}
      <RaLayout
        appBar={TopBar}
        sidebar={NoSidebar}
        menu={NoMenu}
        sx={{
          // Wide content (a table on a phone) scrolls in its own box instead of widening the page.
          minWidth: 0,
          '& .RaLayout-appFrame': { mt: '64px', minWidth: 0 },
          '& .RaLayout-contentWithSidebar': { minWidth: 0 },
          '& .RaLayout-content': { px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 }, maxWidth: 1320, width: '100%', minWidth: 0, mx: 'auto' },
          '& .RaDataTable-root, & .MuiTableContainer-root': { overflowX: 'auto' },
          // A list's main column is a flex item: without this it grows to its table's width, and the page with it.
          '& .RaList-main': { minWidth: 0 },
        }}
      >
        {children}
      </RaLayout>
    </MessageProvider>
  );
}
