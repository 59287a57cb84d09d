/** The public landing page: every behaviour a visitor can see, with a controllable clock. */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { product, whatsappLink } from '@solarcred/domain/config';
import { landing, review, timings } from '@solarcred/domain/constants';
import { baseUrl, expectPath, signInAsDemo } from './support/app';
import { usePages, screenshot, viewports } from './support/browser';

// The sliders rotate only for visitors who have not asked for less motion.
const pages = usePages(baseUrl, { reducedMotion: 'no-preference' });
let page: Page;
beforeEach(async () => {
  page = await pages.open();
});

/**
 * Opens / and waits for the landing's first paint. With `clock`, time stands still from the start
 * and only moves with page.clock.runFor.
 */
async function openLanding(options: { clock?: boolean } = {}): Promise<void> {
  if (options.clock) {
    const start = new Date('2026-03-02T12:00:00-03:00').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
  }
  await page.goto('/');
  await landingInteractive();
}

/** The landing arrives pre-rendered: its buttons and timers work once React has hydrated it. */
async function landingInteractive(): Promise<void> {
  await page.locator('[data-interactive="true"]').waitFor();
}

const hero = () => page.getByRole('region', { name: 'Destaques' });
const quotes = () => page.getByRole('region', { name: 'Depoimentos de integradores' });

/** The label ("2 de 7") of the slide a carousel shows. */
async function shownSlide(carousel: Locator): Promise<string | null> {
  return carousel.locator('[data-active="true"]').getAttribute('aria-label');
}

/**
 * Scrolls to `y` and resolves once the page has handled the move: in the listener registered
 * after the landing's own (listeners run in order, each followed by its microtasks, where React
 * commits a useSyncExternalStore change), so what the test reads next reflects this position.
 */
async function scrollTo(y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((handled) => {
        const before = window.scrollY;
        window.scrollTo({ top, behavior: 'instant' });
        if (window.scrollY === before) handled(); // no move, no scroll event
        else window.addEventListener('scroll', () => handled(), { once: true });
      }),
    y,
  );
}

/** Scrolls through the whole page, a screen at a time, letting the lazy images in view load; then back to the top. */
async function scrollThrough(): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y < height; y += step) {
    await scrollTo(y);
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
        })
        .every((image) => image.complete && image.naturalWidth > 0),
    );
  }
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  await scrollTo(0);
}

describe('content', () => {
  it('shows every section in the specification order, with the claims and the contacts', async () => {
    await openLanding();
    const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual([
      'hero', 'quem-somos', 'solucoes-credito', 'area-integrador', 'cashback',
      // The simulator (issue 32) follows the spec's credit section.
      'como-funciona', 'energia-solar-credito', 'simulador', 'depoimentos', 'faq',
    ]);
    expect(await page.locator('main + footer').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    const credit = page.locator('#solucoes-credito');
    expect(await credit.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      'Consignado INSS, servidores e aposentados',
      'Crédito com garantia de veículo',
      'Capital de giro para empresas',
      'Consórcio de serviços',
      'Antecipação do saque-aniversário FGTS',
      'Crédito do trabalhador',
    ]);
    await credit.getByText('A partir de 1,70% a.m.').waitFor();
    await credit.getByText('Até 10 anos antecipados').waitFor();
    const cashback = `em até ${review.cashbackBusinessDays} dias úteis após a aprovação e a liberação do crédito`;
    expect(await page.locator('#cashback').innerText()).toContain(cashback);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: product.support.email }).waitFor();
    await footer.getByRole('link', { name: product.support.phone }).waitFor();
    await footer.getByText(product.support.city).waitFor();
    expect(await footer.getByRole('link', { name: /Instagram/ }).getAttribute('href')).toBe(product.support.instagramUrl);

    expect(await page.locator('img:not([alt])').count()).toBe(0);
    await scrollThrough();
    await screenshot(page, 'landing-desktop');
  });

  it("is set in the app's typeface, not the browser's default serif", async () => {
    await openLanding();
    const fontOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
    const landingFonts = [
      await fontOf(page.getByRole('heading', { level: 1 })),
      await fontOf(page.locator('#quem-somos p').first()),
      await fontOf(hero().getByRole('button').first()),
    ];
    await page.getByRole('link', { name: 'Meu Login' }).first().click();
    await expectPath(page, '/auth');
    const appFont = await fontOf(page.getByRole('button', { name: 'Criar conta' }).first());
    expect(appFont).toMatch(/sans-serif/);
    expect(landingFonts).toEqual([appFont, appFont, appFont]);
  });

  it('the FAQ is an accordion that opens by keyboard and tells the deadlines', async () => {
    await openLanding();
    const faq = page.locator('#faq');
    const free = faq.locator('details', { hasText: 'O cadastro é gratuito?' });
    const analysis = faq.locator('details', { hasText: 'Quanto tempo leva a análise do cadastro?' });
    expect(await free.getAttribute('open')).toBeNull();
    await free.locator('summary').focus();
    await page.keyboard.press('Enter');
    await free.getByText('O cadastro de empresas integradoras é gratuito').waitFor();
    await analysis.locator('summary').click();
    const answer = analysis.getByText(`A primeira análise leva de ${review.firstAnalysisHours}`);
    await answer.waitFor();
    expect(await answer.innerText()).toContain(`aprovação final sai em ${review.finalApprovalHours}`);
    expect(review.firstAnalysisHours).toBe('1 a 24 horas');
    expect(review.finalApprovalHours).toBe('24 a 48 horas úteis');
    expect(await free.getAttribute('open')).toBeNull();
  });
});

describe('hero slider', () => {
  it(`has ${landing.heroSlides} slides and advances after ${timings.heroSlideMs} ms, not before`, async () => {
    await openLanding({ clock: true });
    expect(await hero().locator('[role="group"]').count()).toBe(landing.heroSlides);
    expect(await shownSlide(hero())).toBe('1 de 3');
    await page.clock.runFor(timings.heroSlideMs - 200);
    expect(await shownSlide(hero())).toBe('1 de 3');
    await page.clock.runFor(200);
    await expect.poll(() => shownSlide(hero())).toBe('2 de 3');
    await page.clock.runFor(timings.heroSlideMs);
    await expect.poll(() => shownSlide(hero())).toBe('3 de 3');
    await page.clock.runFor(timings.heroSlideMs);
    await expect.poll(() => shownSlide(hero())).toBe('1 de 3');
  });

  it('is operated by keyboard with previous, next and dot buttons', async () => {
    await openLanding({ clock: true });
    await hero().getByRole('button', { name: 'Próximo destaque' }).focus();
    await page.keyboard.press('Enter');
    expect(await shownSlide(hero())).toBe('2 de 3');
    await hero().getByRole('button', { name: 'Destaque anterior' }).focus();
    await page.keyboard.press('Space');
    expect(await shownSlide(hero())).toBe('1 de 3');
    await hero().getByRole('button', { name: 'Ir para o destaque 3 de 3' }).click();
    expect(await shownSlide(hero())).toBe('3 de 3');
    expect(await hero().getByRole('button', { name: 'Ir para o destaque 3 de 3' }).getAttribute('aria-current')).toBe('true');
    expect(await hero().locator('[aria-hidden="true"][role="group"]').count()).toBe(landing.heroSlides - 1);
  });
});

describe('testimonials carousel', () => {
  it(`shows ${landing.testimonials} items, advancing every ${timings.testimonialMs} ms`, async () => {
    await openLanding({ clock: true });
    expect(await quotes().locator('[role="group"]').count()).toBe(landing.testimonials);
    expect(await shownSlide(quotes())).toBe('1 de 7');
    await page.clock.runFor(timings.testimonialMs - 200);
    expect(await shownSlide(quotes())).toBe('1 de 7');
    await page.clock.runFor(200);
    await expect.poll(() => shownSlide(quotes())).toBe('2 de 7');
    await page.clock.runFor(timings.testimonialMs);
    await expect.poll(() => shownSlide(quotes())).toBe('3 de 7');
  });

  it(`a manual next or previous holds the rotation for ${timings.testimonialPauseAfterManualMs} ms`, async () => {
    await openLanding({ clock: true });
    await quotes().getByRole('button', { name: 'Próximo depoimento' }).click();
    expect(await shownSlide(quotes())).toBe('2 de 7');
    // Without the pause it would have moved after testimonialMs; it waits the pause, then its rhythm.
    await page.clock.runFor(timings.testimonialPauseAfterManualMs + timings.testimonialMs - 200);
    expect(await shownSlide(quotes())).toBe('2 de 7');
    await page.clock.runFor(200);
    await expect.poll(() => shownSlide(quotes())).toBe('3 de 7');

    await quotes().getByRole('button', { name: 'Depoimento anterior' }).click();
    expect(await shownSlide(quotes())).toBe('2 de 7');
    await page.clock.runFor(timings.testimonialPauseAfterManualMs);
    expect(await shownSlide(quotes())).toBe('2 de 7');
    await page.clock.runFor(timings.testimonialMs);
    await expect.poll(() => shownSlide(quotes())).toBe('3 de 7');
    await page.clock.runFor(timings.testimonialMs);
    await expect.poll(() => shownSlide(quotes())).toBe('4 de 7');
  });

  it('the pause button stops the rotation and resumes it', async () => {
    await openLanding({ clock: true });
    await quotes().getByRole('button', { name: 'Pausar a rotação automática' }).click();
    await page.clock.runFor(timings.testimonialMs * 3);
    expect(await shownSlide(quotes())).toBe('1 de 7');
    await quotes().getByRole('button', { name: 'Retomar a rotação automática' }).click();
    await page.clock.runFor(timings.testimonialMs);
    await expect.poll(() => shownSlide(quotes())).toBe('2 de 7');
  });
});

describe('chat button', () => {
  it('appears after the delay with a bubble that goes away, and opens WhatsApp in a new tab', async () => {
    await openLanding({ clock: true });
    const chat = page.getByRole('link', { name: /Conversar pelo WhatsApp/ });
    const bubble = page.getByTestId('chat-bubble');
    await page.clock.runFor(timings.chatButtonDelayMs - 200);
    expect(await chat.count()).toBe(0);
    await page.clock.runFor(200);
    await chat.waitFor();
    await bubble.waitFor();
    await page.clock.runFor(timings.chatBubbleMs - 200);
    expect(await bubble.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await bubble.waitFor({ state: 'detached' });
    expect(await chat.isVisible()).toBe(true);

    const href = await chat.getAttribute('href');
    expect(href).toBe(whatsappLink());
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(href).toContain(encodeURIComponent(product.support.whatsappGreeting));
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await chat.getAttribute('rel')).toContain('noopener');
  });
});

describe('scrolling', () => {
  it(`the header changes style past ${landing.headerScrollThresholdPx} px`, async () => {
    await openLanding({ clock: true });
    const header = page.getByRole('banner');
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await scrollTo(landing.headerScrollThresholdPx - 10);
    await page.clock.runFor(1000); // any timer or frame the page scheduled on the scroll has run
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await scrollTo(landing.headerScrollThresholdPx + 10);
    await page.locator('header[data-scrolled="true"]').waitFor();
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(255, 255, 255)');
    // The logo's link draws no underline under the name on the light header (issue 45, seen at 390 px).
    const home = header.getByRole('link', { name: /início/ });
    expect(await home.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('none');
    await scrollTo(0);
    await page.locator('header[data-scrolled="false"]').waitFor();
  });

  it(`the side dots appear past ${landing.dotNavThresholdPx} px and a dot scrolls to its section`, async () => {
    await openLanding({ clock: true });
    const dots = page.getByRole('navigation', { name: 'Navegação por seções' });
    expect(await dots.count()).toBe(0);
    await scrollTo(landing.dotNavThresholdPx - 10);
    await page.clock.runFor(1000); // any timer or frame the page scheduled on the scroll has run
    expect(await dots.count()).toBe(0);
    await scrollTo(landing.dotNavThresholdPx + 10);
    await dots.waitFor();
    const buttons = dots.getByRole('button');
    expect(await buttons.count()).toBe(landing.dotNavSections.length);
    expect(await buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label')))).toEqual([
      'Ir para a seção Início',
      'Ir para a seção Quem somos',
      'Ir para a seção Soluções de crédito',
      'Ir para a seção Área do integrador',
      'Ir para a seção Como funciona',
      'Ir para a seção Energia solar com crédito',
      'Ir para a seção Perguntas frequentes',
    ]);

    const faqDot = dots.getByRole('button', { name: 'Ir para a seção Perguntas frequentes' });
    await faqDot.click();
    await page.waitForFunction(() => Math.abs(document.getElementById('faq')!.getBoundingClientRect().top - 64) < 4);
    await expect.poll(() => faqDot.getAttribute('aria-current')).toBe('true');

    await dots.getByRole('button', { name: 'Ir para a seção Como funciona' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('como-funciona')!.getBoundingClientRect().top - 64) < 4);
    expect(await faqDot.getAttribute('aria-current')).toBeNull();
  });

  it('the progress bar grows with the scroll', async () => {
    await openLanding();
    const bar = page.getByRole('progressbar', { name: 'Progresso da leitura da página' });
    const value = async () => Number(await bar.getAttribute('aria-valuenow'));
    expect(await value()).toBe(0);
    const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await scrollTo(Math.round(max / 2));
    await expect.poll(value).toBeGreaterThanOrEqual(45);
    expect(await value()).toBeLessThanOrEqual(55);
    await scrollTo(max);
    await expect.poll(value).toBe(100);
  });
});

describe('calls to action', () => {
  it.each(['Meu Login', 'Seja Parceiro', 'Quero ser integrador'])('"%s" leads to /auth', async (name) => {
    await openLanding();
    await page.getByRole('link', { name, exact: true }).first().click();
    await expectPath(page, '/auth');
  });
});

describe('reduced motion', () => {
  it('nothing advances by itself; the buttons still work', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding({ clock: true });
    await page.clock.runFor(timings.testimonialPauseAfterManualMs + timings.testimonialMs * 3);
    expect(await shownSlide(hero())).toBe('1 de 3');
    expect(await shownSlide(quotes())).toBe('1 de 7');
    expect(await page.getByRole('button', { name: /rotação automática/ }).count()).toBe(0);
    await quotes().getByRole('button', { name: 'Próximo depoimento' }).click();
    await page.clock.runFor(timings.testimonialPauseAfterManualMs + timings.testimonialMs * 2);
    expect(await shownSlide(quotes())).toBe('2 de 7');
  });
});

describe('session', () => {
  it('paints without waiting for the backend adapter', async () => {
    await page.route('**/assets/adapter-*.js', () => {
      // never answered: the landing must not need the backend to paint
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Meu Login' }).waitFor();
  });

  it('an anonymous first visit never downloads the backend adapter', async () => {
    const adapterRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/adapter-[^/]+\.js$/.test(request.url())) adapterRequests.push(request.url());
    });
    await openLanding({ clock: true });
    // The landing asks for the session once the page is idle after load. Two hero slides later
    // (two renders after that moment, each flushing the effects of the one before), a session
    // watch would have requested the adapter; networkidle lets such a request show up.
    await page.clock.runFor(timings.heroSlideMs);
    await expect.poll(() => shownSlide(hero())).toBe('2 de 3');
    await page.clock.runFor(timings.heroSlideMs);
    await expect.poll(() => shownSlide(hero())).toBe('3 de 3');
    await page.waitForLoadState('networkidle');
    expect(adapterRequests).toEqual([]);
  });

  it('a signed-in admin visiting / is sent to /admin/dashboard', async () => {
    await signInAsDemo(page, 'Administrador', '/');
    await expectPath(page, '/admin/dashboard');
  });
});

describe('mobile', () => {
  it('at 390 px nothing overflows sideways', async () => {
    page = await pages.open('mobile');
    await openLanding();
    await scrollThrough();
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewports.mobile.width);
    // The root clips sideways overflow, so the page's width alone cannot tell: no box of the page
    // (containers, headings, paragraphs, buttons) may reach past the screen's right edge, where it would be cut.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('main section > div, main h1, main h2, main p, main a')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !element.closest('[aria-roledescription="carrossel"] [aria-hidden="true"]'))
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(cut).toEqual([]);
    await screenshot(page, 'landing-mobile');
  });
});

describe('pre-rendered at build time', () => {
  it('paints the whole landing with no JavaScript at all', async () => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('link', { name: 'Meu Login' }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Perguntas frequentes' }).count()).resolves.toBe(1);
    // Styled too: the landing's stylesheets are all linked from the HTML (a stylesheet split into a
    // lazy chunk's CSS would leave the painted page bare until the scripts ran).
    const button = page.getByRole('link', { name: 'Seja Parceiro' }).first();
    expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('999px');
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  });

  it('hydrates the HTML without a mismatch, and the page then works', async () => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await openLanding({ clock: true });
    await page.clock.runFor(timings.heroSlideMs);
    await expect.poll(() => shownSlide(hero())).toBe('2 de 3');
    await page.getByRole('link', { name: 'Meu Login' }).first().click();
    await expectPath(page, '/auth');
    expect(problems).toEqual([]);
  });

  it('serves other addresses an empty page, so a deep link never flashes the landing', async () => {
    const html = await (await page.request.get('/auth', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root"></div>');
    const landingHtml = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(landingHtml).toContain('Pular para o conteúdo');
  });
});
