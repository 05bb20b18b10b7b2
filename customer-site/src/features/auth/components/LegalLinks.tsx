import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { dialogs } from '@/lib/dialogs';

/** 'Terms of Use' and 'Privacy Policy', each opening its dialog. */
export function LegalLinks({ lead = 'By continuing you agree to our' }: { lead?: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
      {lead}{' '}
      <Link component="button" type="button" variant="body2" onClick={() => dialogs.showTerms()} sx={{ verticalAlign: 'baseline' }}>
        Terms of Use
      </Link>{' '}
      and{' '}
      <Link component="button" type="button" variant="body2" onClick={() => dialogs.showPrivacy()} sx={{ verticalAlign: 'baseline' }}>
        Privacy Policy
      </Link>
      .
    </Typography>
  );
}
