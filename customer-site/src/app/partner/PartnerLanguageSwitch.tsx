import Box from '@mui/material/Box';
import { useLanguageSwitch } from '@/components/layouts/LanguageSwitch';
import { TEXT_CONTROL_SX } from '@/components/ui/plainLooks';
import { useT } from '@/lib/i18n';

/**
 * The site's language switch in the crews' bar (the switch keeps the choice in this browser and on
 * the crew's sign-in), labelled from the partner book (the crews' pages do without the site's).
 * On a phone it shows the other language's code ("ES"), so that it fits beside the logo and Logout
 * at 390 px; from a tablet up, the language's own name.
 */
export function PartnerLanguageSwitch() {
  const t = useT();
  const { other, name, tag, switching, switchTo } = useLanguageSwitch();
  return (
    <Box
      component="button"
      type="button"
      data-testid="language-switch"
      aria-label={t(other === 'es' ? 'crewLanguageToSpanish' : 'crewLanguageToEnglish')}
      aria-busy={switching || undefined}
      onClick={switchTo}
      sx={{ ...TEXT_CONTROL_SX, minWidth: { xs: 0, sm: 64 }, color: 'primary.main' }}
    >
      <Box component="span" lang={tag} sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {name}
      </Box>
      <Box component="abbr" lang={tag} title={name} sx={{ display: { xs: 'inline', sm: 'none' }, textDecoration: 'none' }}>
        {other.toUpperCase()}
      </Box>
    </Box>
  );
}
