import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { test as base, expect, quoteRow } from './fixtures.ts';
import { codeFor, registerWithCode } from './helpers/accounts.ts';
import { approvedIdentity, credit, operator, sessionOf } from './helpers/operator-withdraw.ts';
import { demoTrader, ETH } from './helpers/trading.ts';

// Issue 19 item 9: axe on every screen, in the light and the dark theme (the system's
// prefers-color-scheme, which Playwright emulates), at phone size, failing on any violation of
// any impact. The screens come from the router itself: the first test compares the full paths of
// routeTree.gen.ts (which the router plugin writes from src/app/routes/ at every build) with
// SCREENS, so a new route without a visit here fails the suite.

/** Who opens a screen: a guest; a demo account with an open, a closed and a pending order; a real account just registered; a real account with money, an approved identity, a coin address and a chat thread with a reply. */
type Account = 'guest' | 'demo' | 'fresh' | 'funded';
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface Visit {
  /** The address opened, with real values for its search params. */
  url: string;
  as: Account;
  /** Waits for the screen's real content (its data, not a skeleton or a spinner). */
  ready: (page: Page) => Promise<void>;
  /** Sheets and dialogs of the screen's normal use: each opens, is checked, and is closed with Escape. */
  dialogs?: Array<(page: Page) => Promise<Locator>>;
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
const visible = async (...locators: Locator[]) => {
  for (const locator of locators) await expect(locator).toBeVisible();
};
/** Taps `opener` and returns the dialog named `name` once it is open. */
const dialog =
  (opener: (page: Page) => Locator, name: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') =>
  async (page: Page) => {
    await opener(page).click();
    const opened = page.getByRole(role, { name });
    await expect(opened).toBeVisible();
    return opened;
  };

/** Turns one-tap trading on for this device (as settings does after its warning) and loads the page again. */
const oneTapOn = async (page: Page) => {
  await page.evaluate(`localStorage.setItem('lotwise.oneTap', 'true')`);
  await page.reload();
};

const SCREENS: Record<string, Visit[]> = {
  '/': [
    { url: '/', as: 'guest', ready: (page) => visible(quoteRow(page, 'BTC/USD'), quoteRow(page, 'ETH/USD')) },
    // One-tap trading on (this device's setting): Sell and Buy under every row.
    {
      url: '/#one-tap',
      as: 'demo',
      ready: async (page) => {
        await oneTapOn(page);
        await visible(page.getByRole('group', { name: 'One-tap trading' }).first().getByRole('button', { name: /^Buy/ }));
      },
    },
    {
      // Bid / Ask on the rows, and the watchlist (kept on the device for a guest) in its edit mode;
      // the hash only names the visit apart from the first.
      url: '/#watchlist',
      as: 'guest',
      ready: async (page) => {
        await page.getByRole('button', { name: 'Bid / Ask' }).click();
        await expect(quoteRow(page, 'BTC/USD').getByTestId('spread')).toBeVisible();
        const list = (await (await page.request.get('/v1/api/forex/trade_list', { params: { searchCurrency: '' } })).json()) as { data: Array<{ Id: number }> };
        const ids = list.data.slice(0, 3).map((i) => i.Id);
        await page.evaluate(`localStorage.setItem('lotwise.watchlist', JSON.stringify({ owner: null, ids: ${JSON.stringify(ids)}, unsent: false }))`);
        await page.reload();
        await page.getByRole('button', { name: 'Watchlist' }).click();
        await page.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByRole('list', { name: 'Watchlist' }).getByRole('listitem')).toHaveCount(3);
      },
    },
  ],
  '/trade': [
    {
      url: '/trade',
      as: 'demo',
      ready: async (page) => {
        await expect(page.getByRole('img', { name: /Candlestick chart/ })).toHaveAttribute('data-status', 'ready');
        await visible(page.getByRole('region', { name: 'Order' }).getByRole('button', { name: /^Buy/ }));
      },
      dialogs: [
        dialog((page) => page.getByRole('button', { name: /Choose instrument/ }), 'Instruments'),
        dialog((page) => page.getByRole('button', { name: 'Indicators' }), 'Indicators'),
        dialog((page) => page.getByRole('button', { name: 'Set a price alert' }), /^Price alert: /),
        // The drawing tools' panel (a group under the toolbar, not a dialog).
        async (page) => {
          await page.getByRole('button', { name: 'Drawing tools' }).click();
          const panel = page.getByRole('group', { name: 'Drawing tools' });
          await expect(panel.getByRole('button', { name: 'Horizontal line' })).toBeVisible();
          return panel;
        },
      ],
    },
    {
      url: '/trade#one-tap',
      as: 'demo',
      ready: async (page) => {
        await oneTapOn(page);
        await expect(page.getByRole('img', { name: /Candlestick chart/ })).toHaveAttribute('data-status', 'ready');
        await visible(page.getByRole('group', { name: 'One-tap trading' }).getByRole('button', { name: /^Sell/ }));
      },
    },
  ],
  '/order': [
    {
      url: '/order',
      as: 'demo',
      ready: (page) => visible(page.getByTestId('order-profit').first(), page.getByTestId('total-profit')),
      dialogs: [dialog((page) => page.getByTestId(/^order-\d+$/).first(), /#\d+$/)],
    },
    { url: '/order?type=0', as: 'demo', ready: (page) => visible(page.getByRole('tab', { name: 'Pending', selected: true }), page.getByTestId(/^order-\d+$/).first()) },
    { url: '/order?type=3', as: 'demo', ready: (page) => visible(page.getByRole('tab', { name: 'History', selected: true }), page.getByTestId('close-reason').first()) },
  ],
  '/rank': [{ url: '/rank', as: 'guest', ready: (page) => visible(h1(page, 'Ranking'), page.locator('.rank-card:not(.rank-skeleton)').first()) }],
  '/feedback': [{ url: '/feedback', as: 'guest', ready: (page) => visible(h1(page, 'Feedback'), page.locator('.feedback-form')) }],
  '/user': [
    {
      url: '/user',
      as: 'demo',
      ready: (page) => visible(h1(page, 'Mine'), page.locator('.user-balance-value bdi'), page.getByRole('button', { name: 'Reset demo account' }), page.getByTestId('price-alert').first()),
      dialogs: [
        dialog((page) => page.getByRole('button', { name: 'Reset demo account' }), 'Reset the demo account?', 'alertdialog'),
        dialog((page) => page.getByRole('button', { name: /^Edit price alert on / }).first(), /^Price alert: /),
        dialog((page) => page.getByRole('button', { name: /^Delete price alert on / }).first(), 'Delete this price alert?', 'alertdialog'),
      ],
    },
    // A real account: deposit and withdraw, and the count of unread support replies.
    {
      url: '/user',
      as: 'funded',
      ready: (page) => visible(h1(page, 'Mine'), page.locator('.user-balance-value bdi'), page.getByRole('link', { name: 'Withdraw' }), page.locator('.support-badge').first()),
    },
  ],
  '/mine/inbox': [{ url: '/mine/inbox', as: 'demo', ready: (page) => visible(h1(page, 'Inbox'), page.locator('[data-testid=inbox-list], .state').first()) }],
  '/mine/history': [{ url: '/mine/history', as: 'funded', ready: (page) => visible(h1(page, 'Account detail'), page.getByText('Opening balance').first()) }],
  '/mine/charge': [{ url: '/mine/charge', as: 'fresh', ready: (page) => visible(h1(page, 'Deposit'), page.getByRole('button', { name: 'Copy the address' }), page.getByText('No data')) }],
  '/mine/withdraw': [{ url: '/mine/withdraw', as: 'funded', ready: (page) => visible(h1(page, 'Withdraw'), page.getByLabel('Amount (USD)'), page.getByTestId('withdraw-available')) }],
  '/mine/withdraw-way': [
    { url: '/mine/withdraw-way?type=1', as: 'funded', ready: (page) => visible(h1(page, 'Bind a payout account'), page.getByLabel('Address')) },
    { url: '/mine/withdraw-way?type=2', as: 'funded', ready: (page) => visible(h1(page, 'Bind a payout account'), page.getByLabel('Bank name')) },
  ],
  '/mine/wallet': [{ url: '/mine/wallet', as: 'funded', ready: (page) => visible(h1(page, 'Wallet'), page.getByRole('link', { name: /Coin addresses/ })) }],
  '/mine/bank-card-list': [{ url: '/mine/bank-card-list', as: 'funded', ready: (page) => visible(h1(page, 'Bank accounts'), page.getByText('No bank account yet')) }],
  '/mine/coin-address-list': [{ url: '/mine/coin-address-list', as: 'funded', ready: (page) => visible(h1(page, 'Coin addresses'), page.locator('.payout-card').first()) }],
  '/mine/auth': [{ url: '/mine/auth', as: 'fresh', ready: (page) => visible(h1(page, 'Identity verification'), page.getByLabel('Full name')) }],
  '/mine/invite': [{ url: '/mine/invite', as: 'fresh', ready: (page) => visible(h1(page, 'Invite friends'), page.getByRole('button', { name: /Copy/ }).first()) }],
  '/mine/email': [{ url: '/mine/email', as: 'demo', ready: (page) => visible(h1(page, 'Complaint email'), page.locator('.complaint-address')) }],
  '/mine/announcement': [{ url: '/mine/announcement', as: 'demo', ready: (page) => visible(h1(page, 'Announcement'), page.getByRole('heading', { name: 'Trading involves risk' })) }],
  '/mine/password': [{ url: '/mine/password', as: 'fresh', ready: (page) => visible(h1(page, 'Change password'), page.getByLabel('New password')) }],
  '/mine/system': [
    {
      url: '/mine/system',
      as: 'demo',
      ready: (page) => visible(h1(page, 'System'), page.getByRole('group', { name: 'Time zone' }), page.getByRole('button', { name: 'Log out' })),
      dialogs: [
        dialog((page) => page.getByRole('button', { name: 'Log out' }), 'Log out?', 'alertdialog'),
        dialog((page) => page.getByRole('switch', { name: 'One-tap trading' }), 'Turn on one-tap trading?', 'alertdialog'),
      ],
    },
  ],
  // A real account: the picture button is there (a demo account may not send pictures).
  '/mine/chat': [{ url: '/mine/chat', as: 'funded', ready: (page) => visible(h1(page, 'Customer service'), page.getByText('We have credited it.'), page.getByLabel('Send a picture')) }],
  '/login': [{ url: '/login', as: 'guest', ready: (page) => visible(h1(page, 'Log in'), page.getByLabel('Email address'), page.getByRole('button', { name: 'Try a demo account' })) }],
  '/register': [
    {
      url: '/register?invite_code=AB12',
      as: 'guest',
      ready: (page) => visible(h1(page, 'Register'), page.getByRole('img', { name: 'Image code' })),
      dialogs: [
        async (page) => {
          const sheet = await dialog((p) => p.getByRole('button', { name: 'Terms of service' }), 'Terms of service')(page);
          await expect(sheet.getByRole('heading', { name: '1. Eligibility' })).toBeVisible();
          return sheet;
        },
      ],
    },
  ],
  '/forgot': [{ url: '/forgot', as: 'guest', ready: (page) => visible(h1(page, 'Forgot password'), page.getByLabel('Email address')) }],
  '/language': [{ url: '/language', as: 'guest', ready: (page) => visible(h1(page, 'Language'), page.getByRole('button', { name: 'English', pressed: true })) }],
  '/product': [{ url: '/product', as: 'guest', ready: (page) => visible(h1(page, 'Search'), page.getByRole('searchbox'), quoteRow(page, 'BTC/USD')) }],
  '/news/': [{ url: '/news', as: 'guest', ready: (page) => visible(h1(page, 'News'), page.locator('.news-card').first()) }],
  '/news/detail': [{ url: '/news/detail?id=1', as: 'guest', ready: (page) => visible(page.getByRole('article').getByRole('heading', { name: 'What moved the pair' })) }],
  '/legal': [{ url: '/legal?kind=terms', as: 'guest', ready: (page) => visible(h1(page, 'Terms of service'), page.getByRole('heading', { name: '1. Eligibility' })) }],
};

/** The full paths of the router's routes, from the route tree the router plugin generates. */
function routerPaths(): string[] {
  const tree = readFileSync(join('src', 'app', 'routeTree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/'([^']+)':/g)].map((match) => match[1]!).sort();
}

/** The path each route file declares (createFileRoute('…')): catches a route tree left stale. */
function routeFilePaths(dir = join('src', 'app', 'routes')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('-') ? [] : routeFilePaths(path);
    const declared = /createFileRoute\('([^']+)'\)/.exec(readFileSync(path, 'utf8'));
    return declared ? [declared[1]!] : [];
  });
}

/**
 * No finite animation running (a toast fading in, a colour transition after the theme changed):
 * axe would measure a colour half-way. Endless ones (a spinner) are left alone. A string
 * expression: e2e files are type-checked without the DOM library.
 */
async function settled(page: Page) {
  await expect.poll(() => page.evaluate(`document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`)).toBe(true);
}

/** Every violation axe finds as the page is now, in the light theme and then the dark one, as readable lines. */
async function violations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const v of violations) {
      const where = v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
      found.push(`${colorScheme} ${v.id} (${v.impact}) ${v.help}: ${where.join(' | ')}`);
    }
  }
  return found;
}

/** Makes each account once per worker, through the app and its API, and keeps its storage (the session in localStorage) for the tests' contexts. */
function sessionMaker(browser: Browser, baseURL: string) {
  const made = new Map<Account, Promise<StorageState>>();
  const make = async (account: Exclude<Account, 'guest'>): Promise<StorageState> => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(`localStorage.setItem('lotwise.lang', '"en"');`);
    try {
      if (account === 'demo') {
        const { call, order } = await demoTrader(page);
        const list = await call<Array<{ Code: string; ForexQuotations: { Close: string } }>>('/v1/api/forex/trade_list', { searchCurrency: '' });
        const close = Number(list.find((item) => item.Code === ETH.code)!.ForexQuotations.Close);
        await order({});
        await call('/v1/api/forex/close', { id: (await order({ type: 2 })).Id });
        await order({ status: 0, target_price: (close * 0.5).toFixed(2) });
        // A price alert for /user's list (a day's move of 50 %: it waits whatever the walk does).
        const token = (await page.evaluate(`JSON.parse(localStorage.getItem('lotwise.session') ?? 'null')?.token ?? ''`)) as string;
        const eth = list.find((item) => item.Code === ETH.code) as unknown as { Id: number };
        const alert = (await (
          await page.request.post('/v1/api/forex/create_price_alert', { headers: { authorization: token, lang: 'en' }, form: { forex_id: eth.Id, kind: 'rise', value: '50' } })
        ).json()) as { code: number; msg: string };
        expect(alert.code, alert.msg).toBe(1);
      } else {
        const email = `e2e-a11y-${account}-${Date.now()}@example.com`;
        await page.goto('/register');
        await registerWithCode(page, { email });
        await expect(page).toHaveURL((url) => url.pathname === '/user');
        if (account === 'funded') {
          await approvedIdentity(page, 'Mei Ling Tan');
          await credit(page, '1000');
          const { token, id } = await sessionOf(page);
          const headers = { authorization: token, lang: 'en' };
          const post = async (path: string, form: Record<string, string | number>) => {
            const body = (await (await page.request.post(path, { headers, form })).json()) as { code: number; msg: string };
            expect(body.code, `${path}: ${body.msg}`).toBe(1);
          };
          const coins = (await (await page.request.get('/api/account/draw_symbol_list', { headers, params: { type: 1 } })).json()) as { data: Array<{ id: number }> };
          const sentAt = Date.now() - 1_000;
          await post('/api/notify/send_email', { to: email, type: 3 });
          let code: string | undefined;
          await expect.poll(() => (code = codeFor(email, sentAt))).toMatch(/^\d{6}$/);
          await post('/api/wallet/bind_draw_method', { type: 1, draw_id: coins.data[0]!.id, dc_address: 'TXk3e2eA11yAddr9Qm4b8Yz1LpR7sDfGh', auth_code: code! });
          await post('/api/support/send', { text: 'Has my deposit arrived?' });
          await operator(page.request, 'chat.reply', { user: id, text: 'We have credited it.', reason: 'e2e' });
        }
      }
      return await context.storageState();
    } finally {
      await context.close();
    }
  };
  return (account: Exclude<Account, 'guest'>) => {
    if (!made.has(account)) made.set(account, make(account));
    return made.get(account)!;
  };
}

const test = base.extend<{ as: Account }, { sessions: ReturnType<typeof sessionMaker> }>({
  as: ['guest', { option: true }],
  sessions: [async ({ browser }, use, workerInfo) => use(sessionMaker(browser, String(workerInfo.project.use.baseURL))), { scope: 'worker' }],
  storageState: async ({ as, sessions }, use) => use(as === 'guest' ? undefined : await sessions(as)),
});

// Each screen opens in a new context: without the service worker, which would download the
// whole app again in the background of every one of them (the offline specs prove it). With
// reduced motion, which the app honours: otherwise a price flashes somewhere on / at every tick
// (a --up-soft or --down-soft backdrop for 140 ms, then a fade), the page never stands still, and
// axe would measure the price's contrast half-way through a fade. The price keeps its own colour
// over the tint: 15.9 to 16.4:1 in the light theme, 12.9 to 13.8:1 in the dark one.
test.use({ serviceWorkers: 'block', reducedMotion: 'reduce' });

test.describe('accessibility', () => {
  // Phone size only: the desktop run took as long again (2.1 min) and found one thing more, the
  // order sheet's button that axe could not measure under the tab bar at phone size, which the
  // phone run now measures (the tab bar is hidden while a dialog is checked, below). What only a
  // desktop shows has its own visits below (DESKTOP).
  test.skip(({ isMobile }) => !isMobile, 'phone size only');

  test('every route of the router has a visit here, and every visit a route', () => {
    const routes = routerPaths();
    expect(routes.length).toBeGreaterThan(20);
    expect(routeFilePaths().sort(), 'the route files and routeTree.gen.ts differ: build to regenerate it').toEqual(routes);
    expect(Object.keys(SCREENS).sort()).toEqual(routes);
  });

  for (const [route, visits] of Object.entries(SCREENS)) {
    for (const visit of visits) {
      test.describe(() => {
        test.use({ as: visit.as });
        test(`${visit.url} as ${visit.as} (${route}): no axe violation, light or dark`, ({ page }) => checkVisit(page, visit));
      });
    }
  }

  // The address the outside audit used for the ledger: no such route, so the not-found screen.
  test('/mine/ledger, an unknown address: no axe violation, light or dark', async ({ page }) => {
    await page.goto('/mine/ledger');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

// The desktop layout (>= 1024 px) where it is not a phone's: /trade's orders panel in each of its
// tabs, with an order's sheet and a quick close's question, and /order's tables.
const panel = (page: Page) => page.getByRole('region', { name: 'Orders' });
const panelTab = (name: string) => async (page: Page) => {
  await panel(page)
    .getByRole('tab', { name: new RegExp(`^${name}`) })
    .click();
  await visible(
    panel(page).getByRole('tab', { name: new RegExp(`^${name}`), selected: true }),
    panel(page)
      .getByTestId(/^order-\d+$/)
      .first(),
  );
};
const DESKTOP: Visit[] = [
  {
    url: '/trade',
    as: 'demo',
    ready: async (page) => {
      await expect(page.getByRole('img', { name: /Candlestick chart/ })).toHaveAttribute('data-status', 'ready');
      await panelTab('Holding')(page);
      await visible(panel(page).getByTestId('order-profit').first());
    },
    dialogs: [
      dialog(
        (page) =>
          panel(page)
            .getByTestId(/^order-\d+$/)
            .first(),
        /#\d+$/,
      ),
      dialog(
        (page) =>
          panel(page)
            .getByRole('button', { name: /^Close position/ })
            .first(),
        'Close this position at the market price?',
        'alertdialog',
      ),
    ],
  },
  {
    url: '/trade',
    as: 'demo',
    ready: panelTab('Pending'),
    dialogs: [
      dialog(
        (page) =>
          panel(page)
            .getByRole('button', { name: /^Cancel order/ })
            .first(),
        'Cancel this pending order?',
        'alertdialog',
      ),
    ],
  },
  {
    url: '/trade',
    as: 'demo',
    ready: async (page) => {
      await panelTab('History')(page);
      await visible(panel(page).getByTestId('close-reason').first());
    },
  },
  {
    url: '/order',
    as: 'demo',
    ready: (page) => visible(page.getByRole('table'), page.getByTestId('order-profit').first()),
    dialogs: [dialog((page) => page.getByTestId(/^order-\d+$/).first(), /#\d+$/)],
  },
  { url: '/order?type=0', as: 'demo', ready: (page) => visible(page.getByRole('table'), page.getByTestId(/^order-\d+$/).first()) },
  { url: '/order?type=3', as: 'demo', ready: (page) => visible(page.getByRole('table'), page.getByTestId('close-reason').first()) },
];

test.describe('accessibility at desktop size', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop size only');
  for (const [index, visit] of DESKTOP.entries()) {
    test.describe(() => {
      test.use({ as: visit.as });
      test(`${visit.url} (desktop visit ${index + 1}): no axe violation, light or dark`, ({ page }) => checkVisit(page, visit));
    });
  }
});

/** Opens the visit's screen, waits for its content, and fails on any axe violation of it or of its dialogs, light or dark. */
async function checkVisit(page: Page, visit: Visit) {
  await page.goto(visit.url);
  await visit.ready(page);
  const found = await violations(page);
  for (const open of visit.dialogs ?? []) {
    const opened = await open(page);
    const name = (await opened.getAttribute('aria-label')) ?? (await opened.getByRole('heading').first().textContent());
    // axe-core does not know the top layer a modal <dialog> opens in: it takes the fixed
    // tab bar for lying over the dialog's lower part and leaves what is there unmeasured
    // ("overlapped by another element"; the Close position button's 3:1 went unseen at
    // phone size). The tab bar sits behind the dialog's backdrop meanwhile, and is
    // measured with the screen itself above.
    const tabs = page.getByRole('navigation', { name: 'Main', includeHidden: true });
    const hideTabs = (visibility: string) => tabs.evaluateAll((bars, value) => bars.forEach((bar) => ((bar as unknown as { style: { visibility: string } }).style.visibility = value)), visibility);
    await hideTabs('hidden');
    found.push(...(await violations(page)).map((line) => `with "${name}" open: ${line}`));
    await hideTabs('');
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
  }
  expect(found).toEqual([]);
}
