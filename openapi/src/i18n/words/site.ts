/** The site book's English words (see books.ts for what each book covers). */
export const SiteWords = {
  // The language switch: the other language's own name leads its label.
  languageSwitchToSpanish: 'Español: see this site in Spanish',
  languageSwitchToEnglish: 'English: see this site in English',

  // The frame: skip link, app bar, side menu, user menu, logout.
  skipToContent: 'Skip to content',
  navMainLabel: 'Main',
  navMenuLabel: 'Main menu',
  navHowItWorks: 'How it Works',
  navAboutUs: 'About Us',
  navContact: 'Contact',
  navGetAQuote: 'Get a Quote',
  navOrders: 'Orders',
  navProfile: 'Profile',
  navAdminConsole: 'Admin console',
  navJobs: 'Jobs',
  navLogin: 'Login',
  navLogout: 'Logout',
  installApp: 'Install app',
  installAppLabel: 'Install the MoveDay app',
  openMenuLabel: 'Open the menu',
  greeting: 'Hi {firstName}!',
  logoutQuestion: 'Are you sure you want to log out?',
  dialogCancel: 'Cancel',
  // The landing page: the banner.
  bannerEyebrow: 'Your local moving company',
  bannerTitle: 'Moving redefined',
  bannerText:
    'Pick a service and a move date, tell us about your home, and get an instant estimate you can book on the spot. No waiting on quotes from several moving companies.',
  getAQuoteButton: 'Get a Quote',
  landingStep: 'STEP {step}',

  // How it works.
  howEyebrow: 'How it works',
  howTitle: 'Your move, booked in three steps',
  howIntro:
    'Pick a service type and a move date, answer a few questions about your household items and locations, and get an automatically generated estimate you can book right away. No need to search and wait for quotes from several moving companies.',
  howStep1Title: 'Tell us about your move',
  howStep1Text: 'Choose {first} or {second}, two dates that suit you, and describe your rooms, heavy items and both addresses.',
  howStep2Title: 'Get an instant quote',
  howStep2Text: 'Your estimate is worked out on the spot from our published rates, with a 10% discount when you book online.',
  howStep3Title: 'Book your move',
  howStep3Text: 'Book in a minute and follow your order online. We confirm the crew and the date, then we move you.',

  // Why MoveDay.
  whyEyebrow: 'Why MoveDay',
  whyTitle: 'Moving, the way it should be',
  whyCustomTitle: 'Custom solutions',
  whyCustomText: 'Boxes delivered ahead, packing done for you, furniture taken apart and put back: choose exactly the help you need.',
  whyInnovationTitle: 'Transforming the industry through innovation',
  whyInnovationText: 'An instant, transparent estimate replaces days of phone calls and home visits.',
  whyFixedTitle: 'Fixed prices',
  whyFixedText: 'Fixed prices for common home sizes, distances and locations, so the price you book is the price you pay.',

  // About us.
  aboutEyebrow: 'About us',
  aboutTitle: 'A local moving company, redefined',
  aboutIntro: 'MoveDay is a local mover serving {areas}. We built the quote we always wanted as customers: instant, clear and fixed.',
  aboutValuesTitle: 'Our values',
  valueCommitmentTitle: 'Customer commitment',
  valueCommitmentText: 'We plan every move around you.',
  valueQualityTitle: 'Quality',
  valueQualityText: 'Trained crews, careful hands, the right equipment.',
  valueIntegrityTitle: 'Integrity',
  valueIntegrityText: 'Honest prices and no surprises on the day.',
  valueAttitudeTitle: 'A winning attitude',
  valueAttitudeText: 'We solve problems rather than explain them.',
  valueRespectTitle: 'Respect',
  valueRespectText: 'For you, your home, your belongings and our people.',

  // Contact and the enquiry form.
  contactEyebrow: 'Contact',
  contactTitle: 'Get in touch with us',
  contactIntro: 'Questions about a move, partnering with us or investing? Send us a note and we will get back to you.',
  enquiryTopic: 'I am interested in',
  enquiryChooseTopic: 'Choose a topic',
  enquiryFirstName: 'First Name',
  enquiryLastName: 'Last Name',
  enquiryPhone: 'Phone',
  enquiryPhoneHelp: '10 digits',
  enquiryEmail: 'Email',
  enquiryComment: 'Comment',
  enquiryCommentCount: '{count}/{max}',
  enquiryNews: 'Send me news and offers from MoveDay',
  enquirySend: 'Send',

  // The install offer.
  installRegionLabel: 'Install the app',
  installPromptLead: 'Add MoveDay to your home screen',
  installPromptRest: 'to follow your move in one tap, even on a weak connection.',
  installPromptButton: 'Add to home screen',

  // The footer.
  footerTagline: 'Instant quotes and fixed prices for local moves. Moving redefined.',
  footerSocialLabel: 'MoveDay on social media',
  footerNavLabel: 'Footer',
  footerExplore: 'Explore',
  footerHowItWorks: 'How It Works',
  footerAbout: 'About',
  footerContact: 'Contact',
  footerCopyright: '© {year} {company}. All rights reserved.',
  footerPrivacy: 'Privacy Statement',

  // Where we move, and the move type.
  areasTitle: 'Where we move',
  areasIntro: 'We currently offer Services in the following areas. (More locations are coming soon!)',
  moveTypeTitle: 'Choose your move type',
  moveTypeResidential: 'Residential',
  moveTypeResidentialText: 'A house, townhouse or apartment. Get an instant estimate and book online.',
  moveTypeCommercial: 'Commercial',
  moveTypeCommercialText: 'An office, a shop or a warehouse. Tell us about it and our team will get back to you.',

  // The 404 page, and the session's end.
  notFoundTitle: "We couldn't find that page",
  notFoundText: "It may have moved. We know a thing or two about that. Let's get you back on the road.",
  notFoundHome: 'Back to home',
  loginAgainTitle: 'Please log in again',

  // The prerendered pages' head.
  siteTitle: 'MoveDay | Local moves, instant quotes',
  siteNoscript: 'MoveDay needs JavaScript to build your moving quote. Please enable it and reload the page.',
  siteDescription:
    'MoveDay is your local moving company: describe your move, get an instant estimate and book your moving day online, with no waiting on quotes from several movers.',
  // The global dialogs.
  dialogOk: 'Ok',
  dialogClose: 'Close',
  dialogLogin: 'Login',
  dialogLoading: 'Loading',
  dialogLoadingText: 'Loading…',
  errorDialogTitle: 'Oops!',
  privacyTitle: 'Privacy Policy',
  termsTitle: 'Terms of Use',
  congratulationsTitle: 'Congratulations!',
  congratulationsText: 'Your move is booked. Your Move ID is',
  termsOfUse1: 'These Terms of Use govern your use of the MoveDay website and the moving services booked through it. By using the site you agree to them.',
  termsOfUse2:
    'Estimates are based on the details you give. A move that differs from its description, or a rough estimate, may be re-priced before it is confirmed; we will always tell you first.',
  termsOfUse3:
    'You are responsible for keeping your account details accurate and your password private. We may update these terms; the version on this page applies.',
  privacyPolicy1:
    'We collect the details you give us (your name, email, phone and the addresses of your move) to quote, book and carry out your move, and to keep you informed about it.',
  privacyPolicy2: 'We do not sell your data or use third-party trackers. We count page views on our own server, without storing who made them.',
  privacyPolicy3: 'You can download your details or close your account at any time from your profile; to correct them, write to our info email.',
  logoHomeLabel: 'MoveDay home',
  showPasswordLabel: 'Show password',
  hidePasswordLabel: 'Hide password',
} as const;
