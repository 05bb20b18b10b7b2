/** Placeholder filler text, as the spec asks for the Terms of Use and Privacy Policy dialogs. */
export const TERMS_OF_USE = [
  'These Terms of Use govern your use of the MoveDay website and the moving services booked through it. By using the site you agree to them.',
  'Estimates are based on the details you give. A move that differs from its description, or a rough estimate, may be re-priced before it is confirmed; we will always tell you first.',
  'You are responsible for keeping your account details accurate and your password private. We may update these terms; the version on this page applies.',
];

export const PRIVACY_POLICY = [
  'We collect the details you give us (your name, email, phone and the addresses of your move) to quote, book and carry out your move, and to keep you informed about it.',
  'We do not sell your data or use third-party trackers. We count page views on our own server, without storing who made them.',
  'You may ask us to see, correct or delete your details at any time by writing to our info email.',
];
