import { HydrateNearScreen } from '@/lib/hydrate-near-screen';
import { SECTIONS } from '@/lib/scroll';
import { useScrollMarkers } from '../hooks/useScrollMarkers';
import { useSectionArrival } from '../hooks/useSectionArrival';
import { AboutUs } from './AboutUs';
import { ContactUs } from './ContactUs';
import { Footer } from './Footer';
import { HowItWorks } from './HowItWorks';
import { InstallPrompt } from './InstallPrompt';
import { LandingBanner } from './LandingBanner';
import { WhyMoveDay } from './WhyMoveDay';

const MARKED: readonly (typeof SECTIONS)[keyof typeof SECTIONS][] = [SECTIONS.top, SECTIONS.howItWorks, SECTIONS.aboutUs, SECTIONS.contactUs];

/** '/' and '/howitworks': the banner, How It Works, why us, About Us, Contact and the footer. */
export function LandingPage() {
  useScrollMarkers(MARKED);
  useSectionArrival();
  return (
    <>
      <LandingBanner />
      {/* Below the banner, each section comes to life as the visitor nears it (see HydrateNearScreen). */}
      <HydrateNearScreen name="how-it-works">
        <HowItWorks />
      </HydrateNearScreen>
      <HydrateNearScreen name="why-moveday">
        <WhyMoveDay />
      </HydrateNearScreen>
      <HydrateNearScreen name="about-us">
        <AboutUs />
      </HydrateNearScreen>
      <HydrateNearScreen name="contact-us">
        <ContactUs />
      </HydrateNearScreen>
      <InstallPrompt />
      <HydrateNearScreen name="footer">
        <Footer />
      </HydrateNearScreen>
    </>
  );
}
