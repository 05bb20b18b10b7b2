import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { WordKey } from '@moveday/openapi';
import { dialogs } from '@/lib/dialogs';
import { useT } from '@/lib/i18n';
import { RichWords } from '@/lib/rich-words';

/** 'Terms of Use' and 'Privacy Policy', each opening its dialog, in a sentence ({terms} and {privacy}). */
export function LegalLinks({ sentence = 'accountLegalContinue' }: { sentence?: WordKey }) {
  const t = useT();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
      <RichWords
        id={sentence}
        parts={{
          terms: (
            <Link component="button" type="button" variant="body2" onClick={() => dialogs.showTerms()} sx={{ verticalAlign: 'baseline' }}>
              {t('accountTermsLink')}
            </Link>
          ),
          privacy: (
            <Link component="button" type="button" variant="body2" onClick={() => dialogs.showPrivacy()} sx={{ verticalAlign: 'baseline' }}>
              {t('accountPrivacyLink')}
            </Link>
          ),
        }}
      />
    </Typography>
  );
}
