import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.goto('/?access-type=CONTRACTOR');
  await page.getByTestId('login-email').fill('admin@demo.test');
  await page.getByTestId('login-password').fill(inject('demoPassword'));
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-page').waitFor();
});
afterAll(() => browser?.close());

/** Opens an Ant Design select and picks the option whose text contains `text`. */
async function pick(select: Locator, text: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

async function typeDate(testId: string, value: string) {
  const input = page
    .locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`)
    .first();
  await input.click();
  await input.press('Control+a');
  await input.fill(value);
  await input.press('Enter');
}

function drawer(testId: string) {
  return page.getByTestId(testId);
}

/** Sets a company setting's switch; the demo company starts with some of them on. */
async function setSetting(name: string, on: boolean) {
  const toggle = page.getByTestId(`setting-${name}`);
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(on));
}

async function submit(testId: string) {
  await page.getByTestId(`${testId}-submit`).click();
  await drawer(testId).waitFor({ state: 'hidden' });
}

describe('an admin sets up reference data in the browser', () => {
  it('creates a project with an address and finds it by its project id', async () => {
    await page.goto('/projects');
    await page.getByTestId('projects-page-new').click();
    await drawer('project-drawer').waitFor();
    await page.getByTestId('project-name').fill('Bayside Warehouse');
    await page.getByTestId('project-code').fill('BW-100');
    await page.getByTestId('project-add-address').click();
    await page.getByTestId('project-address-0-line-1').fill('1 Bay Street');
    await submit('project-drawer');
    await page.getByPlaceholder('Search here...').fill('BW-100');
    await page.getByPlaceholder('Search here...').press('Enter');
    await page.waitForURL(/search=BW-100/);
    const table = page.getByTestId('projects-table');
    await table.getByText('Bayside Warehouse').waitFor();
    await table.getByText('1 Bay Street').waitFor();
  });

  it('creates a vendor and a contact for it', async () => {
    await page.goto('/vendors');
    await page.getByTestId('vendors-page-new').click();
    await drawer('vendor-drawer').waitFor();
    await page.getByTestId('vendor-name').fill('Granite Supply');
    await page.getByTestId('vendor-domains').click();
    await page.keyboard.type('granite.test');
    await page.keyboard.press('Enter');
    await submit('vendor-drawer');
    await page.getByTestId('vendors-table').getByText('Granite Supply').click();
    await drawer('vendor-drawer').waitFor();
    await page.getByTestId('vendor-add-contact').click();
    await drawer('contact-drawer').waitFor();
    await page.getByTestId('contact-email').fill('  Gina@Granite.TEST');
    await page.getByTestId('contact-first-name').fill('Gina');
    await page.getByTestId('contact-last-name').fill('Stone');
    await page.getByTestId('contact-nickname').fill('G');
    await submit('contact-drawer');
    await page.getByText('Successfully created vendor contact').waitFor();
    await page.getByTestId('vendor-contacts').getByText('Gina Stone (G)').waitFor();
    expect(await page.getByTestId('vendor-contacts').getByText('gina@granite.test').count()).toBe(
      1,
    );
  });

  it('creates cost codes with phases and classes switched on, then off', async () => {
    await page.goto('/settings/company');
    await page.getByTestId('setting-phase_code_enabled').waitFor();
    await setSetting('phase_code_enabled', true);
    await setSetting('class_enabled', true);

    await page.goto('/settings/cost_codes?tab=phases');
    await page.getByTestId('cost-codes-page-new').click();
    await page.getByTestId('phase-code').fill('P1');
    await page.getByTestId('phase-description').fill('Foundations');
    await submit('phase-drawer');

    await page.goto('/settings/cost_codes?tab=classes');
    await page.getByTestId('cost-codes-page-new').click();
    await page.getByTestId('classes-code').fill('L');
    await page.getByTestId('classes-description').fill('Labor');
    await submit('classes-drawer');

    await page.goto('/settings/cost_codes?tab=numbers');
    await page.getByTestId('cost-codes-page-new').click();
    await page.getByTestId('numbers-code').fill('04-200');
    await page.getByTestId('numbers-description').fill('Masonry');
    await submit('numbers-drawer');

    await page.goto('/settings/cost_codes');
    await page.getByTestId('cost-codes-page-new').click();
    await drawer('cost-code-drawer').waitFor();
    await page.getByTestId('cost-code-drawer-submit').click();
    await drawer('cost-code-drawer').getByText('Phase is required!').waitFor();
    await pick(page.getByTestId('cost-code-number'), '04-200');
    await pick(page.getByTestId('cost-code-phase'), 'P1');
    await pick(page.getByTestId('cost-code-class'), 'L - Labor');
    await submit('cost-code-drawer');
    await page.getByText('Successfully added cost code').first().waitFor();
    const row = page.getByTestId('cost-codes-table').locator('tr').filter({ hasText: '04-200' });
    await row.filter({ hasText: 'P1' }).filter({ hasText: 'L' }).first().waitFor();

    await page.goto('/settings/company');
    await page.getByTestId('setting-phase_code_enabled').waitFor();
    await setSetting('phase_code_enabled', false);
    await setSetting('class_enabled', false);

    await page.goto('/settings/cost_codes?tab=numbers');
    await page.getByTestId('cost-codes-page-new').click();
    await page.getByTestId('numbers-code').fill('09-900');
    await page.getByTestId('numbers-description').fill('Paints');
    await submit('numbers-drawer');
    await page.goto('/settings/cost_codes');
    expect(await page.getByRole('tab', { name: 'Phases' }).count()).toBe(0);
    await page.getByTestId('cost-codes-page-new').click();
    await drawer('cost-code-drawer').waitFor();
    expect(await page.getByTestId('cost-code-phase').count()).toBe(0);
    await pick(page.getByTestId('cost-code-number'), '09-900');
    await submit('cost-code-drawer');
    await page.getByTestId('cost-codes-table').getByText('09-900').waitFor();
  });

  it('creates a tax code with two dated rates and reads the rate in force at a date', async () => {
    await page.goto('/settings/tax_codes');
    await page.getByTestId('tax-codes-page-new').click();
    await drawer('tax-code-drawer').waitFor();
    await page.getByTestId('tax-code-code').fill('TX');
    await page.getByTestId('tax-code-description').fill('Texas sales tax');
    await page.getByTestId('tax-code-add-rate').click();
    await page.getByTestId('tax-rate-0-rate').fill('8.25');
    await typeDate('tax-rate-0-from', '01/01/2025');
    await typeDate('tax-rate-0-until', '01/01/2026');
    await page.getByTestId('tax-code-add-rate').click();
    await page.getByTestId('tax-rate-1-rate').fill('8.5');
    await typeDate('tax-rate-1-from', '01/01/2026');
    await submit('tax-code-drawer');
    await page.goto('/settings/tax_codes?rate_date=2025-06-01');
    await page.getByTestId('tax-codes-table').getByText('8.25 %').waitFor();
    await page.goto('/settings/tax_codes?rate_date=2026-06-01');
    await page.getByTestId('tax-codes-table').getByText('8.5 %').waitFor();
  });

  it('adds a unit and finds a seeded one by its synonym', async () => {
    await page.goto('/settings/units');
    await page.getByTestId('units-page-new').click();
    await page.getByTestId('unit-name').fill('TOTE');
    await submit('unit-drawer');
    await page.getByPlaceholder('Search here...').fill('square yard');
    await page.getByPlaceholder('Search here...').press('Enter');
    await page.getByTestId('units-table').getByText('SY', { exact: true }).first().waitFor();
    await page.goto('/settings/units?search=tote');
    await page.getByTestId('units-table').getByText('TOTE', { exact: true }).first().waitFor();
  });
});
