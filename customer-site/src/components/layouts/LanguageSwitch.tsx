import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { LOCALE_NAMES, LOCALE_TAGS, type Locale } from '@moveday/openapi';
import { TEXT_CONTROL_SX } from '@/components/ui/plainLooks';
import { activeLocale, chooseLocale, switchLocale, useFormats, useT } from '@/lib/i18n';
import { addressIn } from '@/lib/locale-addresses';
import { useLoadsPages } from '@/lib/site-navigation';

/**
 * Moves the page to its address in the new language (a router's `navigate` with `replace`), given
 * the address in that language; the partner pages have no page at two addresses and pass none.
 */
export type MoveToAddress = (to: string) => void;

/**
 * What a language switch does, for any control that shows it: the other language, its own name
 * ("Español", "English"), the label saying what it does in the words of the page, and the switch
 * itself, which keeps the query, the hash and whatever the page keeps in storage (the wizard's draft).
 * Where moving loads the page (a page of islands, whose text is the build's HTML in its language),
 * the choice is kept and the page in the other language loaded, its words changing with it.
 */
export function useLanguageSwitch(moveTo?: MoveToAddress) {
  const t = useT();
  const { locale } = useFormats();
  const loadsPages = useLoadsPages();
  const [switching, setSwitching] = useState(false);
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const switchTo = async () => {
    if (switching) return;
    setSwitching(true);
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (loadsPages && moveTo) {
      chooseLocale(other);
      moveTo(addressIn(other, here));
      return;
    }
    try {
      await switchLocale(other);
      const there = addressIn(activeLocale(), here);
      if (moveTo && there !== here) moveTo(there);
    } finally {
      setSwitching(false);
    }
  };
  return {
    other,
    name: LOCALE_NAMES[other],
    tag: LOCALE_TAGS[other],
    label: t(other === 'es' ? 'languageSwitchToSpanish' : 'languageSwitchToEnglish'),
    switching,
    switchTo: () => void switchTo(),
  };
}

/**
 * The language switch of a bar (the site's and the partner pages'): a plain button showing the
 * other language's own name, light enough for any first load.
 */
export function LanguageSwitch({ moveTo, sx }: { moveTo?: MoveToAddress; sx?: SxProps<Theme> }) {
  const { name, tag, label, switching, switchTo } = useLanguageSwitch(moveTo);
  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      aria-busy={switching || undefined}
      onClick={switchTo}
      sx={[TEXT_CONTROL_SX, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
    >
      <span lang={tag}>{name}</span>
    </Box>
  );
}
