import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { SITE_PATHS, type SitePath } from '../customer-site/src/app/sitePaths.js';
import { customerPageReady, logIn, openPage, pageSettled, screenshot } from './support/browser.js';
import { adminToken, bookMoveForToday, call, crewSignIn, offer, type BookedMove, type CrewSignIn } from './support/partner.js';
import { bigWeekendDraft, openEstimate, pianoDraft, QUOTE_KEY, quoteByApi } from './support/quote.js';
import { logInByApi, seedCustomerWithOrders, uniqueEmail, type SeededCustomer } from './support/seed.js';
import { issuedStatement, type IssuedStatement } from './support/statements.js';
import { TABS, wizardStep } from './support/wizard.js';

/** A common phone: 390 CSS px wide (iPhone 12 to 15). */
const PHONE_390 = { width: 390, height: 844 };

/** One state of a screen, opened and shown in full. */
interface Screen {
  name: string;
  open(page: Page): Promise<void>;
}

const heading = (page: Page) => page.locator('main h1').first().waitFor();

/** Opens `path` and waits for its page to run and show its heading. */
const plain = (path: string): Screen => ({
  name: path,
  async open(page) {
    await page.goto(path);
    await heading(page);
  },
});

/** The wizard at `tab`, with a draft that fills every field a step has (the widest it gets). */
const wizardAt = (path: string, tab: (typeof TABS)[number]): Screen => ({
  name: `${path}, tab ${tab}`,
  async open(page) {
    const draft = bigWeekendDraft();
    draft.pickupTab2.heavyItemsToMove = { uprightpiano: 1, 'safe(over150lbs)': 2 };
    draft.pickupTab2.moversWillNeedToNavigate['other(pleaseexplain)'] = true;
    draft.pickupTab2.otherDesc = 'A narrow spiral staircase to the loft, and the gate code changes weekly';
    await page.goto('/');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [QUOTE_KEY, JSON.stringify({ draft, tab, furthest: 4, quote: null })] as const);
    await page.goto(path);
    await wizardStep(page, tab).waitFor();
  },
});

let customer: SeededCustomer;
let crew: CrewSignIn;
/** A job the crew has accepted (the sheet at its fullest: the customer's card and the move-day buttons). */
let acceptedJob: BookedMove;
/** The crew's statement of last week, with the line of the job it completed. */
let statement: IssuedStatement;

/**
 * The states worth measuring of each address of the site. A record over sitePaths.ts: a new page
 * fails the type check until it is given its states here.
 */
const SCREENS: Record<SitePath, Screen[]> = {
  '/': [
    {
      name: '/ (scrolled to the footer)',
      async open(page) {
        await page.goto('/');
        await page.locator('footer').scrollIntoViewIfNeeded();
        await customerPageReady(page, 'footer');
      },
    },
  ],
  '/howitworks': [plain('/howitworks')],
  '/locations': [plain('/locations')],
  '/chooseyourmovetype': [plain('/chooseyourmovetype')],
  '/personaldetailscommercial': [plain('/personaldetailscommercial')],
  '/successdialogcommercial': [
    {
      name: '/successdialogcommercial',
      async open(page) {
        // Only a sent enquiry leads there.
        await page.goto('/personaldetailscommercial');
        const fields = {
          fromlocation: 'Denver, CO',
          tolocation: 'Fort Collins, CO',
          firstname: 'Ana',
          lastname: 'Lopez',
          useremail: uniqueEmail('ana'),
          userphone: '3035550111',
          moredesc: 'A 12-desk office.',
        };
        for (const [name, value] of Object.entries(fields)) await page.locator(`#commercial-${name}`).fill(value);
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.waitForURL('**/successdialogcommercial');
        await page.getByRole('dialog').waitFor();
      },
    },
  ],
  '/getaquote': [plain('/getaquote')],
  '/getaquotetabs': TABS.map((tab) => wizardAt('/getaquotetabs', tab)),
  '/quoteestimate': [
    { name: '/quoteestimate, a fixed price on two dates', open: async (page) => openEstimate(page, await quoteByApi(bigWeekendDraft())) },
    { name: '/quoteestimate, a rough estimate', open: async (page) => openEstimate(page, await quoteByApi(pianoDraft())) },
  ],
  '/signup': [
    {
      name: '/signup',
      async open(page) {
        await openEstimate(page, await quoteByApi(bigWeekendDraft()));
        await page.goto('/signup');
        await page.getByRole('form', { name: 'Book My Move' }).waitFor();
      },
    },
  ],
  '/login': [plain('/login')],
  '/password/forgotForm': [plain('/password/forgotForm')],
  '/password/resetForm': [plain(`/password/resetForm?token=${'a'.repeat(64)}`)],
  '/rate': [plain(`/rate?token=${'b'.repeat(64)}`)],
  '/accountclosed': [plain('/accountclosed')],
  '/customer/customerorders': [
    {
      name: '/customer/customerorders',
      async open(page) {
        await page.goto('/customer/customerorders');
        await page.getByTestId('order-row').first().waitFor();
      },
    },
    {
      name: '/customer/customerorders, Contact',
      async open(page) {
        await page.goto('/customer/customerorders');
        await page.getByRole('button', { name: 'Contact' }).click();
        await page.getByRole('dialog', { name: 'Contact us' }).waitFor();
      },
    },
  ],
  '/customer/orderdetails': [
    {
      name: '/customer/orderdetails',
      async open(page) {
        const order = customer.orders.find((o) => o.moveStatus === 'estimate_open')!;
        await page.goto(`/customer/orderdetails?order=${order.moveDatabaseID}`);
        await page.getByRole('heading', { level: 1, name: `Order ${order.moveID}` }).waitFor();
      },
    },
  ],
  '/customer/profile': [
    {
      name: '/customer/profile',
      async open(page) {
        await page.goto('/customer/profile');
        await page.getByRole('main').getByText(customer.email).waitFor();
        // Its "Your data" with the open orders listed (this customer has two).
        await page.getByTestId('open-orders').getByRole('link').first().waitFor();
      },
    },
  ],
  '/partner/jobs': [
    {
      name: '/partner/jobs',
      async open(page) {
        await page.goto('/partner/jobs');
        await page.getByTestId('job-row').first().waitFor();
      },
    },
  ],
  '/partner/jobs/:id': [
    {
      name: '/partner/jobs/:id, accepted',
      async open(page) {
        await page.goto(`/partner/jobs/${acceptedJob.moveDatabaseID}`);
        await page.getByRole('region', { name: 'Customer', exact: true }).waitFor();
      },
    },
  ],
  '/partner/daysoff': [
    {
      name: '/partner/daysoff',
      async open(page) {
        await page.goto('/partner/daysoff');
        await page.getByRole('heading', { level: 2, name: /^Upcoming days off \(\d+\)$/ }).waitFor();
      },
    },
  ],
  '/partner/statements': [
    {
      name: '/partner/statements',
      async open(page) {
        await page.goto('/partner/statements');
        await page.getByTestId('statement-row').first().waitFor();
      },
    },
  ],
  '/partner/statements/:id': [
    {
      name: '/partner/statements/:id',
      async open(page) {
        await page.goto(`/partner/statements/${statement.id}`);
        await page.getByTestId('statement-line').first().waitFor();
      },
    },
  ],
};

/** Any other address: the 404 page. */
const NOT_FOUND = plain('/no-such-page');

/**
 * In the page: how wide the document is, and each element that reaches past the phone's edges
 * (unless a box of its own clips it), named so that it can be found. `width` is the phone's: an
 * emulated phone widens its window (`innerWidth`) to fit a page that overflows. (No functions
 * inside: tsx's name helpers do not exist in the page.)
 */
const measure = (width: number) => {
  const tooWide: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.left >= -0.5 && box.right <= width + 0.5) continue;
    let clipped = false;
    for (let parent = element.parentElement; parent && parent !== document.body && !clipped; parent = parent.parentElement) {
      clipped = getComputedStyle(parent).overflowX !== 'visible';
    }
    if (clipped) continue;
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    tooWide.push(
      `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}: ${Math.round(box.width)} px wide, from ${Math.round(box.left)} to ${Math.round(box.right)}`,
    );
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, tooWide };
};

describe('Every customer screen on a 390 px phone', () => {
  before(async () => {
    customer = await seedCustomerWithOrders('Maximiliana');
    const admin = await adminToken();
    statement = await issuedStatement(admin, 'Maximina');
    crew = await crewSignIn(admin, statement.crew, 'wide-crew');
    acceptedJob = await bookMoveForToday('Maximiliano');
    await offer(admin, acceptedJob, statement.crew);
    const accepted = await call('POST', `/partner/jobs/${acceptedJob.moveDatabaseID}/accept`, await logInByApi(crew.email, crew.password));
    expect(accepted.status, JSON.stringify(accepted.body)).to.equal(200);
  });

  it('when each screen of the site is opened at 390 px, then none scrolls sideways and nothing reaches past the window', async () => {
    const { context, page } = await openPage({ viewport: PHONE_390 });
    const problems: string[] = [];
    const seen: string[] = [];
    const check = async (screen: Screen) => {
      await screen.open(page);
      await pageSettled(page);
      const { scrollWidth, width, tooWide } = await page.evaluate(measure, PHONE_390.width);
      seen.push(screen.name);
      if (scrollWidth > width || tooWide.length > 0) {
        problems.push(`${screen.name}: the page is ${scrollWidth} px wide on a ${width} px phone${tooWide.map((line) => `\n    ${line}`).join('')}`);
        await screenshot(page, `too-wide-${screen.name.replace(/\W+/g, '-')}`, false);
      }
    };
    try {
      const paths = Object.keys(SITE_PATHS) as SitePath[];
      for (const path of paths.filter((p) => SITE_PATHS[p] === 'anyone')) for (const screen of SCREENS[path]) await check(screen);
      await check(NOT_FOUND);
      await logIn(page, customer.email, customer.password);
      await page.waitForURL('**/customer/customerorders');
      for (const path of paths.filter((p) => SITE_PATHS[p] === 'customer')) for (const screen of SCREENS[path]) await check(screen);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await logIn(page, crew.email, crew.password);
      await page.waitForURL('**/partner/jobs');
      for (const path of paths.filter((p) => SITE_PATHS[p] === 'partner')) for (const screen of SCREENS[path]) await check(screen);

      expect(seen.length, 'screens measured').to.equal(Object.values(SCREENS).flat().length + 1);
      expect(problems, `screens wider than the phone:\n${problems.join('\n')}`).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
