// What a reader without JavaScript, a search engine or a link preview gets: the HTML as the server
// sends it (plain HTTP, no browser), for every public route in every locale.
import { expect, test } from "./fixtures.ts";
import { portalName } from "../../src/i18n/shared.ts";
import { LOCALES, localePath, type Locale, ROUTES } from "../../core/routes.ts";
import { samplePath, t } from "./ui-helpers.ts";

const PUBLIC = ROUTES.filter((r) => r.section !== "profile");
const CODE = "0201100008";

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The markup the server rendered inside #root, and what the head says. */
function parse(html: string) {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="server-state"');
  const attr = (re: RegExp) => re.exec(html)?.[1] ?? null;
  return {
    lang: attr(/<html lang="([^"]+)"/),
    title: decode(attr(/<title>([^<]*)<\/title>/) ?? ""),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
    root: start >= 0 && end > start ? html.slice(start, end) : "",
  };
}

test.describe("server-rendered HTML", () => {
  // Plain HTTP: one project is enough, the width of a screen does not reach the server.
  test.skip(({ isMobile, viewport }) => isMobile || (viewport?.width ?? 0) < 1000, "HTML is the same for every screen");

  for (const locale of LOCALES) {
    test(`every public route carries its title, content, lang, canonical and hreflang set (${locale})`, async ({ request, baseURL }) => {
      // One request per public route (over 40): past 30 s on a loaded machine.
      test.slow();
      for (const route of PUBLIC) {
        const path = localePath(locale, samplePath(route.path));
        const response = await request.get(path, { headers: { accept: "text/html" } });
        expect(response.status(), path).toBe(200);
        const page = parse(await response.text());
        expect(page.lang, path).toBe(locale);
        expect(page.root, `${path}: content rendered on the server`).toContain('data-testid="page-title"');
        expect(decode(page.root), path).toContain(t(locale, route.title));
        expect(page.title, path).toContain(t(locale, portalName));
        expect(page.description, path).toBeTruthy();
        const address = (l: Locale) => `${baseURL}${localePath(l, samplePath(route.path))}`;
        expect(page.canonical, path).toBe(address(locale));
        expect(page.alternates, path).toEqual({ ru: address("ru"), kk: address("kk"), en: address("en"), "x-default": address("ru") });
      }
    });
  }

  for (const locale of LOCALES) {
    test(`a code card holds the code, its duty and VAT before any script (${locale})`, async ({ request }) => {
      const info = await request.get(`/api/v1/products/information?code=${CODE}`, { headers: { lang: locale } });
      const card = ((await info.json()) as { data: CardFacts }).data;
      const response = await request.get(localePath(locale, `/custom/${CODE}`));
      const page = parse(await response.text());
      const text = decode(page.root);
      expect(text).toContain(card.classifications.code_fmt);
      expect(text).toContain(card.import_duty.applied.text);
      const vat = /data-testid="card-vat-rate"[^>]*>([^<]*)</.exec(page.root)?.[1] ?? "";
      expect(vat).toContain(String(card.nds.standard.rate_pct));
      // The title names the code by its full name ("прочие" alone says nothing); the description too, with the figures.
      expect(page.title).toContain(`${card.classifications.code_fmt}: ${card.classifications.full_name.text}`);
      expect(decode(page.description ?? "")).toContain(card.classifications.full_name.text);
    });
  }

  test("the tree opened at a code holds the whole path and names the code in its title", async ({ request }) => {
    const node = await request.get(`/api/v1/products/node?id=${CODE}`, { headers: { lang: "en" } });
    const { data } = (await node.json()) as { data: { code_fmt: string; path: { id: string }[] } };
    const page = parse(await (await request.get(`/en/tree?code=${CODE}`)).text());
    expect(data.path.length).toBeGreaterThan(3);
    for (const step of data.path) expect(page.root, step.id).toContain(`id="tree-children-${step.id}"`);
    expect(page.root).toContain(`data-testid="tree-node-${CODE}"`);
    expect(page.title).toContain(data.code_fmt);
    expect(page.canonical).toMatch(new RegExp(`/en/tree\\?code=${CODE}$`));
  });

  test("the calculator's HTML asks its first question, not a placeholder; with a code in the address the step its data leads to", async ({ request }) => {
    for (const locale of LOCALES) {
      const root = parse(await (await request.get(localePath(locale, "/calculator"))).text()).root;
      expect(root, locale).toContain('data-testid="calc-step-code"');
      expect(root, locale).toContain('data-testid="calc-code"');
      expect(root, locale).not.toContain("skeleton");
    }
    // The server asks the code's information and draws the date step with the code (issue 14: the wizard's code
    // then comes at the first touch); a share link with every answer goes on to calculate in the browser: the wait.
    const coded = parse(await (await request.get(`/calculator?code=${CODE}`)).text()).root;
    expect(coded).toContain('data-testid="calc-step-date"');
    expect(coded).toContain('data-testid="calc-code-summary"');
    expect(coded).not.toContain("skeleton");
    // Manganese ores: 5 % ad valorem, nothing more to ask.
    const link = parse(await (await request.get("/calculator?code=2602000000&origin=CN&value=500&currency=USD")).text()).root;
    expect(link).toContain('data-testid="calc-busy"');
  });

  test("the importer card's first step and the countries' world map are in the HTML, not placeholders", async ({ request }) => {
    for (const locale of LOCALES) {
      // Issue 14: their code (the wizard, the map's d3-geo and statechart) comes at the first touch.
      const card = parse(await (await request.get(localePath(locale, "/importer-card"))).text()).root;
      expect(card, locale).toContain('data-testid="ic-step-company"');
      expect(card, locale).toContain('data-testid="ic-search"');
      expect(card, locale).not.toContain("skeleton");
      const countries = parse(await (await request.get(localePath(locale, "/fea/countries"))).text()).root;
      expect(countries, locale).toContain('data-map-state="loaded"');
      expect(countries, locale).toContain('data-country="CN"');
      expect(countries, locale).not.toContain('data-testid="map-loading"');
    }
  });

  test("unknown paths answer 404 with the error page; bots get a bare 404", async ({ request }) => {
    const page = await request.get("/en/no-such-page");
    expect(page.status()).toBe(404);
    expect(parse(await page.text()).root).toContain('data-testid="error-page"');
    const bot = await request.get("/en/no-such-page", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    expect(bot.status()).toBe(404);
    expect(await bot.text()).not.toContain("<html");
  });

  test("a rendered page paints before its scripts: they are named for after the first paint, the font of its language preloaded", async ({ request }) => {
    for (const [path, subset] of [["/custom/0201100008", "cyrillic"], ["/kk/tree", "cyrillic"], ["/en", "latin"]] as const) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).not.toContain('type="module"');
      expect(head, path).not.toContain("modulepreload");
      expect(head, path).toContain(`<link rel="preload" href="/fonts/open-sans-400-${subset}.woff2" as="font" type="font/woff2" crossorigin>`);
      const modules = JSON.parse(/<script id="app-modules" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? "null") as { entry: string; preload: string[] } | null;
      expect(modules?.entry, path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect((await request.get(modules?.entry ?? "/")).status(), path).toBe(200);
      for (const module of modules?.preload ?? []) expect(module, path).toMatch(/^\/assets\/[\w.-]+\.js$/);
    }
  });

  test("after the first paint the loader starts the entry and asks for every module the page named", async ({ page }) => {
    await page.goto("/kk/custom/0201100008");
    const named = await page.evaluate(() => JSON.parse(document.getElementById("app-modules")?.textContent ?? "null") as { entry: string; preload: string[] });
    // Wait for the loader's links, not a time (the app's own lazy imports may add preloads of theirs beside them).
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname))).toEqual(expect.arrayContaining(named.preload));
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => new URL(s.src).pathname))).toContain(named.entry);
  });
});

interface CardFacts {
  classifications: { code_fmt: string; full_name: { text: string } };
  import_duty: { applied: { text: string } };
  nds: { standard: { rate_pct: number } };
}
