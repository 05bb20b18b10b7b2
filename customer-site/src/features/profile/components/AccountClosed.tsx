import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAddressIn, useBooks, useT } from '@/lib/i18n';
import { endSession, getSession } from '@/lib/session';
import { isAccountClosedState } from './accountClosed';

/**
 * /accountclosed: the account is closed. Arriving from the profile's Close, the session ends here
 * (the server has ended every sign-in already; this clears the browser's copy), so the bar shows a
 * visitor's links. The heading takes the focus, so a screen reader says where the customer is.
 */
export function AccountClosed() {
  useBooks('account');
  const t = useT();
  const addressIn = useAddressIn();
  const { state } = useLocation();
  const justClosed = isAccountClosedState(state);

  useEffect(() => {
    if (justClosed && getSession()) endSession('logout');
    document.getElementById('account-closed-title')?.focus();
  }, [justClosed]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }} data-testid="account-closed">
      <Typography id="account-closed-title" variant="h1" tabIndex={-1} sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, outline: 'none' }}>
        {t('accountClosedTitle')}
      </Typography>
      <Typography sx={{ mt: 2, fontSize: '1.125rem' }}>{t('accountClosedBody')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t('accountClosedAgain')}
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to={addressIn('/')} variant="contained" size="large">
          {t('accountClosedHome')}
        </Button>
      </Box>
    </Container>
  );
}
