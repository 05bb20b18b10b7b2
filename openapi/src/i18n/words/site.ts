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
} as const;
