import { Island } from '@/lib/islands';
import { MARKED_SECTIONS } from '@/lib/scroll';
import { useScrollMarkers } from '../hooks/useScrollMarkers';
import { useSectionArrival } from '../hooks/useSectionArrival';
import { AboutUs } from './AboutUs';
import { ContactUs } from './ContactUs';
import { Footer } from './Footer';
import { HowItWorks } from './HowItWorks';
import { InstallPromptSlot } from './InstallPromptSlot';
import { LandingBanner } from './LandingBanner';
import { WhyMoveDay } from './WhyMoveDay';

/** '/' and '/howitworks': the banner, How It Works, why us, About Us, Contact and the footer. */
export function LandingPage() {
  useScrollMarkers(MARKED_SECTIONS);
  useSectionArrival();
  return (
    <>
      <LandingBanner />
      <HowItWorks />
      <WhyMoveDay />
      <AboutUs />
      {/* Where the page starts as islands, the enquiry form (in Contact) and the footer run as they near the screen. */}
      <ContactUs />
      <Island name="install-prompt">
        <InstallPromptSlot />
      </Island>
      <Island name="footer">
        <Footer />
      </Island>
    </>
  );
}
