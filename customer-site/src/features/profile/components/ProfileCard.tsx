import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { useBooks, useT } from '@/lib/i18n';
import { type UserDetails, useSession } from '@/lib/session';
import { getProfile } from '../api/getProfile';
import { YourData } from './YourData';

/**
 * /customer/profile: read-only; the password is never sent back, so it shows masked. Below the
 * details, "Your data": download it, or close the account.
 */
export function ProfileCard() {
  useBooks('account');
  const t = useT();
  const session = useSession();
  const [details, setDetails] = useState<UserDetails | null>(session?.userDetails ?? null);

  // The signed-in details show at once; the server's copy replaces them when it answers.
  useEffect(() => {
    let live = true;
    getProfile()
      .then((fresh) => live && setDetails(fresh))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  // Each row: its field's name for tests and styles (the same in every language), term, value, and what a screen reader says instead.
  const rows: [string, string, string, string?][] = details
    ? [
        ['First Name', t('profileFirstName'), details.firstName],
        ['Last Name', t('profileLastName'), details.lastName],
        ['Email', t('profileEmail'), details.userEmail],
        ['Phone', t('profilePhone'), details.userPhone],
        ['Password', t('profilePassword'), '••••••••', t('profilePasswordHidden')],
      ]
    : [];

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}>
        {t('profileTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('profileIntro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, rowGap: { xs: 0.25, sm: 2 }, columnGap: 2 }}>
          {rows.map(([name, term, value, spoken]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1.5, sm: 0 } }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-field={name}>
                {spoken ? (
                  <>
                    <span aria-hidden>{value}</span>
                    <VisuallyHidden>{spoken}</VisuallyHidden>
                  </>
                ) : (
                  value
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <YourData />
    </Container>
  );
}
