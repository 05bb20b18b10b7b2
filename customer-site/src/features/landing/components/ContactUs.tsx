import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutlined';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/PlaceOutlined';
import { useBooks, useT } from '@/lib/i18n';
import { COMPANY, postalAddress } from '@/lib/company';
import { Island } from '@/lib/islands';
import { EnquiryFormPart } from './EnquiryFormPart';
import { Section } from './Section';

// Below the fold: the form's code loads after the first paint.
/** Contact: 'Get in touch with us', the enquiry form and how to reach us. */
export function ContactUs() {
  // The enquiry topics' names, for the form: loaded as the section comes to life (its HTML has them already).
  useBooks('options');
  const t = useT();
  return (
    <Section id="contactUs" labelId="contact-title" eyebrow={t('contactEyebrow')} title={t('contactTitle')} intro={t('contactIntro')} tone="canvas">
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3, minHeight: { xs: 640, sm: 520 } }}>
          <Island name="enquiry-form">
            <EnquiryFormPart />
          </Island>
        </Paper>
        <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 2.5 }}>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Place aria-hidden color="primary" />
            <Typography sx={{ whiteSpace: 'pre-line' }}>{postalAddress()}</Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Phone aria-hidden color="primary" />
            <Link href={COMPANY.phoneHref} sx={{ fontWeight: 600 }}>
              {COMPANY.phone}
            </Link>
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <MailOutline aria-hidden color="primary" />
            <Link href={`mailto:${COMPANY.infoEmail}`} sx={{ fontWeight: 600 }}>
              {COMPANY.infoEmail}
            </Link>
          </Box>
        </Box>
      </Box>
    </Section>
  );
}
