import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Logo } from '@/components/ui/Logo';
import { Island } from '@/lib/islands';
import { APP_BAR_HEIGHT } from '@/lib/layout';
import { TopBarControls } from './TopBarControls';

/**
 * The app bar (92 px): the logo, then what a visitor uses (TopBarControls), an island of its own
 * on a page that starts as islands: the bar around it is the build's HTML there.
 */
export function TopBar() {
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ height: APP_BAR_HEIGHT, gap: 2 }}>
          <Logo />
          <Island name="top-bar">
            <TopBarControls />
          </Island>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
