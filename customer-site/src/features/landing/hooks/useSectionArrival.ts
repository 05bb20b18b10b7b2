import { useEffect, useRef } from 'react';
import { pageOfPath } from '@/lib/locale-addresses';
import { scrollToSection, SCROLL_DURATION_MS, SCROLL_OFFSET, SECTIONS } from '@/lib/scroll';
import { useSiteLocation } from '@/lib/site-navigation';

/**
 * Scrolls to the section an address asks for: '/#AboutUs', '/#contactUs', or '/howitworks'.
 * Arriving from another page it jumps there; on the landing page already it glides (offset 70, 500 ms).
 * Answers whether the address asked for a section.
 */
export function arriveAtSection({ pathname, hash }: { pathname: string; hash: string }, glide: boolean): boolean {
  const target = hash ? decodeURIComponent(hash.slice(1)) : pageOfPath(pathname) === '/howitworks' ? SECTIONS.howItWorks : null;
  return target !== null && scrollToSection(target, SCROLL_OFFSET, glide ? SCROLL_DURATION_MS : 0);
}

/** The section arrival while the landing page is shown in the site's app. */
export function useSectionArrival(): void {
  const location = useSiteLocation();
  const mounted = useRef(false);
  useEffect(() => {
    arriveAtSection({ pathname: location.pathname, hash: location.hash }, mounted.current);
    mounted.current = true;
    // Every navigation, even to the same address, is a new key: clicking a tab twice scrolls twice.
  }, [location.key, location.hash, location.pathname]);
}
