import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import type { SocialNetwork, WordKey } from '@moveday/openapi';
import { COMPANY, postalAddress } from '@/lib/company';
import { dialogs } from '@/lib/dialogs';
import { useAddressIn, useT } from '@/lib/i18n';
import { SiteLink, useSiteNavigation } from '@/lib/site-navigation';
import { useHydrated } from '@/lib/use-hydrated';

const SECTION_LINKS: readonly { label: WordKey; to: string }[] = [
  { label: 'footerHowItWorks', to: '/howitworks' },
  { label: 'footerAbout', to: '/#AboutUs' },
  { label: 'footerContact', to: '/#contactUs' },
];

const SOCIAL: readonly { network: SocialNetwork; label: string; icon: ReactNode }[] = [
  { network: 'facebook', label: 'Facebook', icon: <Facebook /> },
  { network: 'x', label: 'X (Twitter)', icon: <X /> },
  { network: 'instagram', label: 'Instagram', icon: <Instagram /> },
  { network: 'linkedin', label: 'LinkedIn', icon: <LinkedIn /> },
];

const socialIcon = {
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  bgcolor: 'rgba(255,255,255,0.12)',
  color: '#fff',
} as const;

const footerLink = { color: '#fff', fontWeight: 600, textDecorationColor: 'rgba(255,255,255,0.5)' } as const;

/**
 * The landing page's footer: section links (offset 70, 500 ms), Get a Quote, how to reach us,
 * social icons, copyright. An icon links to the network's page when one is configured, once the
 * footer runs: the prerendered page cannot know whether it is a link.
 */
export function Footer() {
  const { navigate } = useSiteNavigation();
  const running = useHydrated();
  const t = useT();
  const addressIn = useAddressIn();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: '#fff', pt: { xs: 6, md: 8 }, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1.5fr' } }}>
          <div>
            <Typography sx={{ fontWeight: 800, fontSize: '1.5rem' }}>{COMPANY.name}</Typography>
            <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.85)', maxWidth: 360 }}>{t('footerTagline')}</Typography>
            <Box component="ul" aria-label={t('footerSocialLabel')} sx={{ display: 'flex', gap: 1.5, p: 0, mt: 3, mb: 0 }}>
              {SOCIAL.map((item) => {
                const page = running ? COMPANY.social[item.network] : null;
                return (
                  <Box component="li" key={item.label} sx={{ listStyle: 'none' }}>
                    {page ? (
                      <Box
                        component="a"
                        href={page}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={item.label}
                        sx={{ ...socialIcon, '&:hover, &:focus-visible': { bgcolor: 'rgba(255,255,255,0.24)' } }}
                      >
                        {item.icon}
                      </Box>
                    ) : (
                      <Box component="span" role="img" aria-label={item.label} sx={socialIcon}>
                        {item.icon}
                      </Box>
                    )}
                  </Box>
                );
              })}
            </Box>
          </div>
          <Box component="nav" aria-label={t('footerNavLabel')}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('footerExplore')}
            </Typography>
            <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
              {SECTION_LINKS.map((item) => (
                <Box component="li" key={item.label} sx={{ listStyle: 'none' }}>
                  <Link
                    href={addressIn(item.to)}
                    sx={footerLink}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(addressIn(item.to));
                    }}
                  >
                    {t(item.label)}
                  </Link>
                </Box>
              ))}
              <Box component="li" sx={{ listStyle: 'none' }}>
                <Link component={SiteLink} to="/locations" sx={footerLink}>
                  {t('navGetAQuote')}
                </Link>
              </Box>
            </Box>
          </Box>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('footerContact')}
            </Typography>
            <Typography sx={{ color: 'rgba(255,255,255,0.85)', whiteSpace: 'pre-line' }}>{postalAddress()}</Typography>
            <Typography sx={{ mt: 1.5 }}>
              <Link href={COMPANY.phoneHref} sx={footerLink}>
                {COMPANY.phone}
              </Link>
            </Typography>
            <Typography sx={{ mt: 0.5 }}>
              <Link href={`mailto:${COMPANY.infoEmail}`} sx={footerLink}>
                {COMPANY.infoEmail}
              </Link>
            </Typography>
          </Box>
        </Box>
        <Box
          sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.2)', display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.85)' }}>
            {t('footerCopyright', { year: String(COMPANY.copyrightYear), company: COMPANY.legalName })}
          </Typography>
          {/* The spec's Privacy Statement link has an empty target; it shows the Privacy Policy. */}
          <Link
            href="#"
            variant="body2"
            sx={footerLink}
            onClick={(event) => {
              event.preventDefault();
              dialogs.showPrivacy();
            }}
          >
            {t('footerPrivacy')}
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
