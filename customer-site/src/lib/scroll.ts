/** The landing page's anchors (customer-side §2). */
export const SECTIONS = { top: 'webpage', howItWorks: 'howitworks', aboutUs: 'AboutUs', contactUs: 'contactUs' } as const;
export type SectionId = (typeof SECTIONS)[keyof typeof SECTIONS];

/** The sections whose arrival under the app bar selects a tab (the banner selects none). */
export const MARKED_SECTIONS: readonly SectionId[] = [SECTIONS.top, SECTIONS.howItWorks, SECTIONS.aboutUs, SECTIONS.contactUs];

/** Footer scrolling of the spec: 70 px above the section, over 500 ms. */
export const SCROLL_OFFSET = 70;
export const SCROLL_DURATION_MS = 500;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls so that the element's top sits `offset` px below the window's top, in `duration` ms. */
export function scrollToSection(id: string, offset = SCROLL_OFFSET, duration = SCROLL_DURATION_MS): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const start = window.scrollY;
  const target = Math.max(0, element.getBoundingClientRect().top + start - offset);
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, target);
  } else {
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / duration);
      window.scrollTo(0, start + (target - start) * easeInOut(t));
      if (t < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }
  // Keyboard and screen-reader users land in the section too.
  element.focus({ preventScroll: true });
  return true;
}
