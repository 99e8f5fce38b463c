import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, subscriptionPlans, user, userSubscriptions } from "~/db/schema";
import { calendarDate } from "~/lib/dates";
import { containsPattern } from "~/lib/search-term";
import {
  type AdminPlanOption,
  type AdminSubscriptionRow,
  MAX_SUBSCRIPTIONS_PAGE,
  type MemberSearchResult,
  SUBSCRIPTIONS_PAGE_SIZE,
  type SubscriptionListParams,
  USER_SEARCH_LIMIT,
} from "./schema";
import { likePrefix, prefixTsQuery } from "./search-text";

/**
 * The member-search document: full name and handle, the same expression as the
 * GIN index `profiles_name_handle_search_idx` (app/db/schema/accounts.ts), so
 * the index answers it.
 */
const memberDocument = sql`to_tsvector('simple', coalesce(${profiles.fullName}, '') || ' ' || ${profiles.handle})`;

/**
 * The members a search text finds, as a subquery of ids. What matches:
 * every word typed starts a word of the full name or handle ('ada love' finds
 * Ada Lovelace); or the whole text (an '@' in front dropped) starts the handle
 * or the e-mail address, in any case. Each part is answered by an index
 * (`profiles_name_handle_search_idx`, `profiles_handle_prefix_idx`,
 * `user_email_prefix_idx`); nothing is matched in the middle of a word.
 */
function membersMatching(text: string): SQL {
  const words = prefixTsQuery(text);
  const prefix = likePrefix(text.toLowerCase());
  const handlePrefix = likePrefix(text.toLowerCase().replace(/^@/, ""));
  const byWords = words
    ? sql`select ${profiles.id} from ${profiles} where ${memberDocument} @@ to_tsquery('simple', ${words}) union `
    : sql``;
  return sql`${byWords}select ${profiles.id} from ${profiles} where lower(${profiles.handle}) like ${handlePrefix}
    union select ${user.id} from ${user} where lower(${user.email}) like ${prefix}`;
}

/** Plans whose name, or a word of it, starts with the text ('tier' finds Free Tier). */
async function plansMatching(db: Database, text: string): Promise<string[]> {
  const words = prefixTsQuery(text);
  const prefix = likePrefix(text.toLowerCase());
  const byWords = words
    ? sql` or to_tsvector('simple', ${subscriptionPlans.name}) @@ to_tsquery('simple', ${words})`
    : sql``;
  const found = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(sql`lower(${subscriptionPlans.name}) like ${prefix}${byWords}`);
  return found.map((plan) => plan.id);
}

/**
 * The list's WHERE: the status, and the search as members matching (a
 * semi-join the planner sizes from the GIN and prefix indexes) or the plans
 * matching, whose few ids are read first so no OR of subqueries hides the
 * member match's size from the planner.
 */
async function listFilter(
  db: Database,
  params: SubscriptionListParams,
): Promise<{ where: SQL | undefined; membersOnly: boolean }> {
  const status = params.status ? eq(userSubscriptions.status, params.status) : undefined;
  if (!params.q) return { where: status, membersOnly: false };
  const planIds = await plansMatching(db, params.q);
  const members = sql`${userSubscriptions.userId} in (${membersMatching(params.q)})`;
  if (planIds.length === 0) return { where: and(status, members), membersOnly: true };
  return {
    where: and(status, or(members, inArray(userSubscriptions.planId, planIds))),
    membersOnly: false,
  };
}

/**
 * Each column's order, every key in the column's direction and ending in ids,
 * so pages never overlap and each order is an index read forwards or backwards:
 * renewal (current_period_end, id), status (status, current_period_end, id),
 * user (profiles (full_name, id), then the subscription) and, within one plan,
 * (plan_id, current_period_end, id): plans are walked in name order by
 * `planOrderedPage`.
 */
function listOrder(params: SubscriptionListParams): SQL[] {
  const by = params.dir === "asc" ? asc : desc;
  switch (params.sort) {
    case "user":
      return [by(profiles.fullName), by(profiles.id), by(userSubscriptions.id)];
    case "status":
      return [
        by(userSubscriptions.status),
        by(userSubscriptions.currentPeriodEnd),
        by(userSubscriptions.id),
      ];
    default:
      return [by(userSubscriptions.currentPeriodEnd), by(userSubscriptions.id)];
  }
}

const listColumns = {
  id: userSubscriptions.id,
  userId: userSubscriptions.userId,
  userName: profiles.fullName,
  handle: profiles.handle,
  email: user.email,
  planId: userSubscriptions.planId,
  planName: subscriptionPlans.name,
  priceCents: subscriptionPlans.priceCents,
  promotionStars: subscriptionPlans.promotionStars,
  revealsPerMonth: subscriptionPlans.revealsPerMonth,
  maxArtworks: subscriptionPlans.maxArtworks,
  maxCuratorSpaces: subscriptionPlans.maxCuratorSpaces,
  status: userSubscriptions.status,
  currentPeriodEnd: userSubscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: userSubscriptions.cancelAtPeriodEnd,
};

type ListRow = Awaited<ReturnType<typeof rowsById>>[number];

/** The page's rows with their member and plan, read by id (25 index lookups each). */
function rowsById(db: Database, ids: string[]) {
  return db
    .select(listColumns)
    .from(userSubscriptions)
    .leftJoin(profiles, eq(profiles.id, userSubscriptions.userId))
    .leftJoin(user, eq(user.id, userSubscriptions.userId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .where(inArray(userSubscriptions.id, ids));
}

/**
 * Rows in the list's order, as a deferred join: the page's ids are chosen
 * first from the subscriptions alone (with the profile only when ordered by
 * user, walking the profiles' name index), then only those rows are joined to
 * their member, e-mail and plan. Every account has its profile (registration
 * writes both in one transaction), so that join loses nothing.
 */
async function rowsOf(
  db: Database,
  params: SubscriptionListParams,
  where: SQL | undefined,
  offset: number,
  limit: number,
  counted = false,
): Promise<{ rows: ListRow[]; total: number | null }> {
  // Matching members only: all matches are found to be ordered anyway, and the same pass
  // counts them. Otherwise the page is read along an index and stops early; counted apart.
  const base = db
    .select({
      id: userSubscriptions.id,
      total: counted ? sql<number>`(count(*) over ())::int` : sql<number>`0`,
    })
    .from(userSubscriptions);
  const ordered = (
    params.sort === "user"
      ? base.innerJoin(profiles, eq(profiles.id, userSubscriptions.userId))
      : base
  )
    .where(where)
    .orderBy(...listOrder(params))
    .limit(limit)
    .offset(offset);
  const page = await ordered;
  const total = counted && page[0] ? page[0].total : null;
  if (page.length === 0) return { rows: [], total };
  const ids = page.map((row) => row.id);
  const found = new Map((await rowsById(db, ids)).map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => found.get(id) ?? []), total };
}

/**
 * Ordered by plan: the matching count per plan (one grouped read), then the
 * plans in name order, reading from each only the part of the page it holds,
 * in renewal-date order from the (plan_id, current_period_end, id) index.
 */
async function planOrderedPage(
  db: Database,
  params: SubscriptionListParams,
  where: SQL | undefined,
  page: (total: number) => number,
): Promise<{ rows: ListRow[]; total: number; page: number }> {
  const by = params.dir === "asc" ? asc : desc;
  const [counts, plans] = await Promise.all([
    db
      .select({ planId: userSubscriptions.planId, count: sql<number>`count(*)::int` })
      .from(userSubscriptions)
      .where(where)
      .groupBy(userSubscriptions.planId),
    db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .orderBy(by(subscriptionPlans.name), by(subscriptionPlans.id)),
  ]);
  const countOf = new Map(counts.map((row) => [row.planId, row.count]));
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  const shown = page(total);
  const byRenewal = { ...params, sort: "renewal" as const };
  let skip = (shown - 1) * SUBSCRIPTIONS_PAGE_SIZE;
  let wanted = SUBSCRIPTIONS_PAGE_SIZE;
  const rows: ListRow[] = [];
  for (const plan of plans) {
    const count = countOf.get(plan.id) ?? 0;
    if (wanted === 0) break;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const { rows: part } = await rowsOf(
      db,
      byRenewal,
      and(where, eq(userSubscriptions.planId, plan.id)),
      skip,
      wanted,
    );
    rows.push(...part);
    wanted -= part.length;
    skip = 0;
  }
  return { rows, total, page: shown };
}

/**
 * R-admin-subscriptions-list: one page of subscriptions with their member and
 * plan, searched, filtered, ordered and paged in SQL, and how many match. A
 * page past the last (the list shrank) shows the last. E-mail addresses are
 * read here, on the server, for admins only.
 */
export async function listSubscriptions(
  db: Database,
  params: SubscriptionListParams,
): Promise<{ rows: AdminSubscriptionRow[]; total: number; page: number; pageCount: number }> {
  const { where, membersOnly } = await listFilter(db, params);
  const pageCountOf = (total: number) =>
    Math.min(MAX_SUBSCRIPTIONS_PAGE, Math.max(1, Math.ceil(total / SUBSCRIPTIONS_PAGE_SIZE)));
  let found: { rows: ListRow[]; total: number; page: number };
  if (params.sort === "plan") {
    found = await planOrderedPage(db, params, where, (total) =>
      Math.min(params.page, pageCountOf(total)),
    );
  } else {
    const offset = (params.page - 1) * SUBSCRIPTIONS_PAGE_SIZE;
    const count = () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(userSubscriptions)
        .where(where)
        .then(([row]) => row?.total ?? 0);
    const [first, separateTotal] = await Promise.all([
      rowsOf(db, params, where, offset, SUBSCRIPTIONS_PAGE_SIZE, membersOnly),
      membersOnly ? Promise.resolve(null) : count(),
    ]);
    const total = first.total ?? separateTotal ?? (await count());
    const page = Math.min(params.page, pageCountOf(total));
    const rows =
      page === params.page
        ? first.rows
        : (
            await rowsOf(
              db,
              params,
              where,
              (page - 1) * SUBSCRIPTIONS_PAGE_SIZE,
              SUBSCRIPTIONS_PAGE_SIZE,
            )
          ).rows;
    found = { rows, total, page };
  }
  return {
    rows: found.rows.map((row) => ({
      ...row,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
      renewalDate: calendarDate(row.currentPeriodEnd),
    })),
    total: found.total,
    page: found.page,
    pageCount: pageCountOf(found.total),
  };
}

/**
 * Every plan, cheapest first, retired ones too: a member may still be on one
 * (R-admin-plan-options).
 */
export async function listPlanOptions(db: Database): Promise<AdminPlanOption[]> {
  return db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      priceCents: subscriptionPlans.priceCents,
      isActive: subscriptionPlans.isActive,
    })
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.priceCents), asc(subscriptionPlans.name));
}

/**
 * Full name and handle as one text, the same expression as the trigram index
 * `profiles_name_handle_trgm_idx` (app/db/schema/accounts.ts), so the index
 * answers an ILIKE on it.
 */
const memberNameAndHandle = sql`(coalesce(${profiles.fullName}, '') || ' ' || ${profiles.handle})`;

/**
 * R-admin-user-search: up to 10 members in whose full name or handle every
 * word typed appears, anywhere and in any case ('art' and 'CARTER' find
 * Jasmine Carter; an '@' in front of a word is dropped, and % or _ match
 * themselves), by name. Their e-mail comes with them: this is read for admins only.
 */
export async function searchMembers(db: Database, text: string): Promise<MemberSearchResult[]> {
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/^@/, ""))
    .filter(Boolean);
  if (words.length === 0) return [];
  return db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      handle: profiles.handle,
      email: user.email,
      avatarKey: profiles.avatarKey,
    })
    .from(profiles)
    .leftJoin(user, eq(user.id, profiles.id))
    .where(and(...words.map((word) => sql`${memberNameAndHandle} ilike ${containsPattern(word)}`)))
    .orderBy(asc(profiles.fullName), asc(profiles.handle))
    .limit(USER_SEARCH_LIMIT);
}
