import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageOfPath } from '@/lib/locale-addresses';
import { scrollToSection, SCROLL_DURATION_MS, SCROLL_OFFSET, SECTIONS } from '@/lib/scroll';

/**
 * Scrolls to the section a link asked for: '/#AboutUs', '/#contactUs', or '/howitworks'. Arriving
 * from another page it jumps there; on the landing page already it glides (offset 70, 500 ms).
 */
export function useSectionArrival(): void {
  const location = useLocation();
  const mounted = useRef(false);
  useEffect(() => {
    const target = location.hash ? decodeURIComponent(location.hash.slice(1)) : pageOfPath(location.pathname) === '/howitworks' ? SECTIONS.howItWorks : null;
    if (target) scrollToSection(target, SCROLL_OFFSET, mounted.current ? SCROLL_DURATION_MS : 0);
    mounted.current = true;
    // Every navigation, even to the same address, is a new key: clicking a tab twice scrolls twice.
  }, [location.key, location.hash, location.pathname]);
}
