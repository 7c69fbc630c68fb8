import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkScreen, type ScreenReport } from '../support/axe';
import { launchBrowser, newPage } from '../support/browser';

/**
 * Every screen of the app, as the demo user who uses it, at 1440 and 375 px: no serious or
 * critical axe-core violation, exactly one H1, a document title 'Page · Laydown', and no page
 * that scrolls sideways. A route added to the router without a screen here fails the last test.
 */
type Who = 'visitor' | 'admin' | 'purchaser' | 'requester' | 'vendor' | 'support';

const EMAILS: Record<Exclude<Who, 'visitor'>, string> = {
  admin: 'admin@demo.test',
  purchaser: 'purchaser@demo.test',
  requester: 'requester@demo.test',
  vendor: 'vendor@supplier.test',
  support: 'support@demo.test',
};

/** Record ids found through the API once, for the screens that show one record. */
interface Ids {
  project: number;
  vendor: number;
  material: number;
  order: number;
  /** A document sent to the demo vendor (the vendor portal's record page). */
  vendorOrder: number;
}

function screens(who: Who, ids: Ids): string[] {
  switch (who) {
    case 'visitor':
      return [
        '/',
        '/?access-type=CONTRACTOR',
        '/vendor?access-type=VENDOR',
        '/?access-type=CONTRACTOR&public_order_form_url_extension=demo',
        '/verify_domain?token=not-a-real-token',
        // A vendor's document link that is no longer valid (decision 0091).
        `/vendor/link/1?link_token=${'a'.repeat(43)}`,
        '/no-such-page',
      ];
    case 'admin':
      return [
        '/home',
        '/materials',
        `/materials?material_id=${ids.material}`,
        '/materials?material_id=new',
        '/projects',
        '/projects?project=new',
        `/project/${ids.project}`,
        '/projects?tab=groups',
        '/projects?tab=groups&group_id=new',
        '/vendors',
        `/vendors?vendor_id=${ids.vendor}`,
        '/vendors?contact=new',
        '/settings/company',
        '/settings/company?address_id=new',
        '/settings/units',
        '/settings/units?unit_id=new',
        '/settings/cost_codes',
        '/settings/cost_codes?cost_code_id=new',
        '/settings/cost_codes?tab=numbers',
        '/settings/cost_codes?tab=numbers&number_id=new',
        '/settings/tax_codes',
        '/settings/tax_codes?tax_code_id=new',
        '/company_settings/users',
        '/company_settings/users?user_id=new',
        '/company_settings/roles',
        '/mail_outbox',
        '/user_settings?tab=settings',
        '/user_settings?tab=password',
        '/orders',
        '/orders?state=QUOTED&sort=name&sort_direction=asc',
        '/orders?search=no-such-order',
        '/dashboard',
        `/dashboard?project_id=${ids.project}`,
        '/orders/new_order',
        '/orders/new_quote',
        `/order/${ids.order}`,
        `/order/${ids.order}/purchase_order_no_pricing`,
      ];
    case 'purchaser':
      return [
        '/home',
        '/materials',
        '/projects',
        '/vendors',
        '/settings/cost_codes',
        '/orders',
        '/dashboard',
        '/orders/new_quote',
        `/order/${ids.order}`,
      ];
    case 'requester':
      return [
        '/home',
        // The company's private order form (decision 0094), and one that does not exist.
        '/new_order/demo',
        '/new_order/no-such-form',
        '/materials',
        `/materials?material_id=${ids.material}`,
        '/materials?material_id=new',
        '/orders',
        '/dashboard',
        '/orders/new_order',
      ];
    case 'vendor':
      return [
        '/vendor/home',
        '/vendor/user_settings',
        '/vendor/orders',
        `/vendor/orders/${ids.vendorOrder}`,
      ];
    case 'support':
      return ['/home', '/internal/companies', '/mail_outbox', '/user_settings?tab=settings'];
  }
}

const WHO: Who[] = ['visitor', 'admin', 'purchaser', 'requester', 'vendor', 'support'];
const WIDTHS = [1440, 375] as const;

let browser: Browser;
let ids: Ids;
const visited: string[] = [];
const reports: string[] = [];

async function signedIn(who: Who, width: number): Promise<Page> {
  const page = await newPage(browser, { width, height: 900 });
  if (who === 'visitor') return page;
  const res = await page.request.post('/api/users/sign_in', {
    data: {
      user: {
        email: EMAILS[who],
        password: inject('demoPassword'),
        remember_me: '1',
        ...(who === 'vendor' ? { access_type: 'VENDOR' } : {}),
      },
    },
  });
  if (!res.ok()) throw new Error(`sign-in of ${who} failed: ${res.status()}`);
  return page;
}

async function firstId(page: Page, path: string): Promise<number> {
  const res = await page.request.get(path);
  const body = (await res.json()) as { records: { id: number }[] };
  const id = body.records[0]?.id;
  if (id === undefined) throw new Error(`no record at ${path}`);
  return id;
}

/** Opens a screen and waits until it has drawn its heading (and an open drawer has settled). */
async function open(page: Page, path: string): Promise<ScreenReport> {
  await page.goto(path);
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  return checkScreen(page);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin', 1440);
  const vendor = await signedIn('vendor', 1440);
  ids = {
    project: await firstId(admin, '/api/projects?search=Riverside'),
    vendor: await firstId(admin, '/api/company_vendors?search=Demo'),
    material: await firstId(admin, '/api/consolidated_company_materials?per_page=1'),
    order: await firstId(admin, '/api/orders?per_page=1'),
    vendorOrder: await firstId(vendor, '/api/vendor_orders?per_page=1'),
  };
  await admin.context().close();
  await vendor.context().close();
});

afterAll(async () => {
  // The per-screen results, for the record of a run (CI logs).
  console.log(`axe-core, serious and critical violations per screen:\n${reports.join('\n')}`);
  await browser?.close();
});

describe('every screen is accessible and fits (axe-core, 1440 and 375 px)', () => {
  for (const who of WHO) {
    for (const width of WIDTHS) {
      it(`${who} at ${width} px`, async () => {
        const page = await signedIn(who, width);
        const problems: string[] = [];
        try {
          for (const path of screens(who, ids)) {
            visited.push(path);
            const report = await open(page, path);
            const found = report.violations.map(
              (v) => `${v.rule} (${v.impact}, ${v.count}: ${v.example})`,
            );
            reports.push(
              `${who} ${width} ${path}: ${found.length === 0 ? 'none' : found.join('; ')}`,
            );
            if (found.length > 0) problems.push(`${path}: ${found.join('; ')}`);
            if (report.h1 !== 1) problems.push(`${path}: ${report.h1} H1 elements`);
            if (!/ · Laydown$/.test(report.title))
              problems.push(`${path}: title "${report.title}"`);
            if (report.overflow > 0)
              problems.push(`${path}: scrolls ${report.overflow} px sideways`);
          }
        } finally {
          await page.context().close();
        }
        expect(problems).toEqual([]);
      }, 300_000);
    }
  }

  it('covers every route of the router', () => {
    const sources = [
      'router.tsx',
      'reference-routes.tsx',
      'order-list-routes.tsx',
      'order-form-routes.tsx',
    ].map((file) =>
      fs.readFileSync(path.join(import.meta.dirname, '../../apps/web/src', file), 'utf8'),
    );
    const patterns = sources
      .flatMap((source) => [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1] ?? ''))
      .filter((path) => path !== '' && path !== '*' && path !== '/');
    const paths = visited.map((url) => new URL(url, 'http://x').pathname);
    const uncovered = patterns.filter((pattern) => {
      const tail = new RegExp(`/${pattern.replace(/:[a-z_]+/g, '[^/]+')}$`);
      return !paths.some((visitedPath) => tail.test(visitedPath));
    });
    expect(patterns.length).toBeGreaterThan(15);
    expect(uncovered).toEqual([]);
  });
});
