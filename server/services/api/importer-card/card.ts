import { and, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { CardScope, ImporterCard } from "../../../../core/contract/importer-card.ts";
import type { Locale } from "../../../../core/routes.ts";
import type { Db } from "../../../db/connect.ts";
import { countries, kzRegions, tariffNodes, tradeDeclarations } from "../../../db/schema.ts";
import { localName } from "../names.ts";

// The importer card from the declaration lines (issue 8): an importer is a BIN with import lines.

const TOP = 20;
const COMPETITORS = 10;
const usd = (cents: number | string | null) => Number(cents ?? 0) / 100;
const imports = (bin: string) => and(eq(tradeDeclarations.bin, bin), eq(tradeDeclarations.flow, "import"));

/** The scope's months, and its codes and partners when given (empty lists mean all). */
function scoped(scope: CardScope, opts: { partners: boolean }): SQL[] {
  const where: SQL[] = [];
  if (scope.codes.length) where.push(inArray(tradeDeclarations.code, scope.codes));
  if (opts.partners && scope.partners.length) where.push(inArray(tradeDeclarations.partnerIso2, scope.partners));
  if (scope.from) where.push(gte(tradeDeclarations.period, scope.from));
  if (scope.to) where.push(lte(tradeDeclarations.period, scope.to));
  return where;
}

export type CardProfile = ImporterCard["importer"] & { demo: boolean };

/** The importer's name (its latest), region and whether its lines are demo data; null when the BIN imported nothing. */
export async function importerProfile(db: Db, bin: string, locale: Locale): Promise<CardProfile | null> {
  const [row] = await db
    .select({ name: tradeDeclarations.companyName, region: kzRegions, demo: tradeDeclarations.demo })
    .from(tradeDeclarations)
    .leftJoin(kzRegions, eq(kzRegions.iso, tradeDeclarations.region))
    .where(imports(bin))
    .orderBy(desc(tradeDeclarations.period), desc(tradeDeclarations.id))
    .limit(1);
  if (!row) return null;
  return { id: bin, bin, name: row.name, region: row.region ? localName(locale, row.region) : null, demo: row.demo };
}

/** Imports by code, partner and month within the scope, and the companies importing the same codes in its months. */
export async function importerCard(db: Db, profile: CardProfile, scope: CardScope, locale: Locale): Promise<ImporterCard> {
  const mine = and(imports(profile.bin), ...scoped(scope, { partners: true }));
  const value = sql<string>`sum(${tradeDeclarations.valueCents})`;
  const [total, byCode, byPartner, byMonth, competitors] = await Promise.all([
    db.select({ value, n: sql<number>`count(*)::int` }).from(tradeDeclarations).where(mine),
    db
      .select({ code: tradeDeclarations.code, value, node: tariffNodes })
      .from(tradeDeclarations)
      .leftJoin(tariffNodes, and(eq(tariffNodes.code, tradeDeclarations.code), eq(tariffNodes.kind, "code10")))
      .where(mine)
      .groupBy(tradeDeclarations.code, tariffNodes.id)
      .orderBy(desc(value))
      .limit(TOP),
    db
      .select({ iso2: tradeDeclarations.partnerIso2, value, country: countries })
      .from(tradeDeclarations)
      .leftJoin(countries, eq(countries.iso2, tradeDeclarations.partnerIso2))
      .where(mine)
      .groupBy(tradeDeclarations.partnerIso2, countries.iso2)
      .orderBy(desc(value))
      .limit(TOP),
    db
      .select({ month: tradeDeclarations.period, value })
      .from(tradeDeclarations)
      .where(mine)
      .groupBy(tradeDeclarations.period)
      .orderBy(tradeDeclarations.period),
    competitorsOf(db, profile.bin, scope),
  ]);
  const { demo, ...importer } = profile;
  return {
    importer,
    demo,
    total: { value_usd: usd(total[0]?.value ?? 0), declarations: total[0]?.n ?? 0 },
    by_code: byCode.map((r) => ({ code: r.code, name: r.node ? localName(locale, r.node) : null, value_usd: usd(r.value) })),
    by_partner: byPartner.map((r) => ({ iso2: r.iso2, name: r.country ? localName(locale, r.country) : null, value_usd: usd(r.value) })),
    by_month: byMonth.map((r) => ({ month: r.month, value_usd: usd(r.value) })),
    competitors,
  };
}

/** Other importers of the importer's codes (any partner): most shared codes first, then their value on those codes. */
async function competitorsOf(db: Db, bin: string, scope: CardScope): Promise<ImporterCard["competitors"]> {
  const within = scoped(scope, { partners: false });
  const codes = db.selectDistinct({ code: tradeDeclarations.code }).from(tradeDeclarations).where(and(imports(bin), ...within));
  const shared = sql<number>`count(distinct ${tradeDeclarations.code})::int`;
  const value = sql<string>`sum(${tradeDeclarations.valueCents})`;
  const rows = await db
    .select({ id: tradeDeclarations.bin, name: sql<string>`max(${tradeDeclarations.companyName})`, shared, value })
    .from(tradeDeclarations)
    .where(and(eq(tradeDeclarations.flow, "import"), ne(tradeDeclarations.bin, bin), sql`${tradeDeclarations.code} in ${codes}`, ...within))
    .groupBy(tradeDeclarations.bin)
    .orderBy(desc(shared), desc(value), tradeDeclarations.bin)
    .limit(COMPETITORS);
  return rows.map((r) => ({ id: r.id, name: r.name, shared_codes: r.shared, value_usd: usd(r.value) }));
}
