/**
 * /desenvolvedores (issue 52), public: the reference page lists every route of the OpenAPI document
 * the API serves (domain/src/api/openapi.ts), every error code with its Portuguese message, the
 * link to /api/v1/openapi.json and the signature scheme with its example; it fits a 390 px phone.
 */
import { describe, expect, it } from 'vitest';
import { apiText } from '../../domain/src/api/api-text';
import { apiErrorCodes } from '../../domain/src/api/errors';
import { apiOpenApiDocument } from '../../domain/src/api/openapi';
import { referenceText } from '../../web/src/features/integrations/integrations-text';
import { screenshot, usePages } from './support/browser';

const pages = usePages();

describe('/desenvolvedores (issue 52)', () => {
  it('lists every route of the OpenAPI document, every error code and the signature scheme, signed out', async () => {
    const page = await pages.open('desktop');
    await page.goto('/desenvolvedores');
    await page.getByRole('heading', { name: referenceText.title, level: 1 }).waitFor();
    const openapi = apiOpenApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(openapi.paths).flatMap(([path, item]) =>
      ['get', 'post', 'put', 'patch', 'delete'].filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes.length).toBeGreaterThan(5);
    expect(await page.getByTestId('api-operation').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))).then((shown) => shown.sort())).toEqual(routes.sort());
    const errors = page.getByRole('table', { name: referenceText.errorsTitle });
    for (const code of apiErrorCodes) await errors.getByRole('cell', { name: code, exact: true }).waitFor();
    await errors.getByRole('cell', { name: apiText.errors.idempotencia_conflito }).waitFor();
    expect(await page.getByRole('link', { name: referenceText.openapiLink }).getAttribute('href')).toBe('/api/v1/openapi.json');
    await page.getByText('SolarCred-Signature', { exact: false }).first().waitFor();
    await page.locator('pre', { hasText: "createHmac('sha256', segredo)" }).waitFor();
    await screenshot(page, 'api-reference-desktop');

    const phone = await pages.open('mobile');
    await phone.goto('/desenvolvedores');
    await phone.getByRole('heading', { name: referenceText.title, level: 1 }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'api-reference-mobile');
  });
});
