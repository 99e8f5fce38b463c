import type { Transaction } from "~/db/client.server";
import { priceLine } from "~/features/catalogue";
import { MAIL_PREFERENCES_PATH, type RefusableMailKind } from "~/features/mail-preferences";
import {
  mayMail,
  unsubscribeFooter,
  unsubscribeHeaders,
  unsubscribeUrl,
} from "~/features/mail-preferences/index.server";
import { imageJpegUrl } from "~/features/media";
import { env } from "~/lib/env.server";
import { formatCents } from "~/lib/format";
import { escapeHtml, queueMail } from "~/services/mail.server";

/** A work as an alert mail shows it. */
export type AlertWork = {
  id: string;
  title: string;
  artistName: string | null;
  salePriceCents: number | null;
  leaseDailyRateCents: number | null;
  /** The main image's storage key; null when the work has none. */
  imageKey: string | null;
};

/** One saved search's new works in an alert. */
export type SearchAlertGroup = { name: string; query: string; works: AlertWork[] };

/** What changed on a favourite. */
export type FavouriteChange = AlertWork &
  ({ change: "price-drop"; oldPriceCents: number } | { change: "free-again" });

const SIGNATURE = "The Fair Trade Art Gallery";
const SEARCH_ALERT_KIND = "saved-search-alert" satisfies RefusableMailKind;
const FAVOURITE_ALERT_KIND = "favourite-alert" satisfies RefusableMailKind;

function absolute(path: string) {
  return new URL(path, env().APP_URL).toString();
}

const artworkLink = (work: AlertWork) => absolute(`/artwork/${work.id}`);
const artistOf = (work: AlertWork) => work.artistName?.trim() || "Unknown artist";

/** A work's line in the plain-text part: title, artist, price and link. */
function workText(work: AlertWork, note?: string) {
  const price = priceLine(work.salePriceCents, work.leaseDailyRateCents);
  return [
    `- ${work.title} by ${artistOf(work)}, ${price}${note ? ` (${note})` : ""}`,
    `  ${artworkLink(work)}`,
  ];
}

/**
 * A work as a row of the HTML part: its card picture as a JPEG (some mail
 * programs show no WebP) at an absolute address, then title, artist, price.
 */
function workHtml(work: AlertWork, note?: string) {
  const link = escapeHtml(artworkLink(work));
  const price = escapeHtml(priceLine(work.salePriceCents, work.leaseDailyRateCents));
  const picture = work.imageKey
    ? `<a href="${link}"><img src="${escapeHtml(absolute(imageJpegUrl(work.imageKey, "card")))}" width="240" alt="${escapeHtml(work.title)}" style="display:block;width:240px;max-width:100%;height:auto;border-radius:6px;border:0"></a>`
    : "";
  return `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb">${picture}
<p style="margin:8px 0 2px;font-size:16px;font-weight:600"><a href="${link}" style="color:#1f2937;text-decoration:none">${escapeHtml(work.title)}</a></p>
<p style="margin:0;color:#4b5563">by ${escapeHtml(artistOf(work))}</p>
<p style="margin:4px 0 0;font-weight:600">${price}${note ? ` <span style="font-weight:400;color:#047857">${escapeHtml(note)}</span>` : ""}</p>
<p style="margin:6px 0 0"><a href="${link}" style="color:#1d4ed8">View artwork</a></p></td></tr>`;
}

/** The HTML part's last lines: the one-click unsubscribe link and the preferences page. */
function unsubscribeHtml(userId: string, kind: RefusableMailKind) {
  const preferences = absolute(MAIL_PREFERENCES_PATH);
  return `<a href="${escapeHtml(unsubscribeUrl(userId, kind))}" style="color:#1d4ed8">Stop these e-mails</a> · <a href="${escapeHtml(preferences)}" style="color:#1d4ed8">Choose which e-mails you get</a>`;
}

function htmlPage(intro: string, sections: string, footer: string, unsubscribe: string) {
  return `<!doctype html><html><body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#ffffff">
<div style="max-width:560px;margin:0 auto">
<p style="margin:0 0 12px;font-size:16px">${intro}</p>
${sections}
<p style="margin:16px 0 0;color:#4b5563;font-size:13px">${footer}</p>
<p style="margin:8px 0 0;color:#4b5563;font-size:13px">${unsubscribe}</p>
<p style="margin:8px 0 0;color:#4b5563;font-size:13px">${SIGNATURE}</p>
</div></body></html>`;
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * R-saved-search-alerts: queues the one mail (kind `saved-search-alert`) that
 * tells a member of new works matching their saved searches, in the
 * transaction that claimed the works. Every alert mail of this kind goes
 * through here, with one-click unsubscribe (R-mail-refusal). Answers the
 * outbox id, to send once the transaction commits, or null when the member
 * refused this kind of mail.
 */
export async function queueSavedSearchAlert(
  tx: Transaction,
  {
    userId,
    to,
    groups,
    digest,
  }: { userId: string; to: string; groups: SearchAlertGroup[]; digest: boolean },
) {
  if (!(await mayMail(tx, userId, SEARCH_ALERT_KIND))) return null;
  const count = groups.reduce((sum, group) => sum + group.works.length, 0);
  const settings = absolute("/saved-searches");
  const single = groups.length === 1 ? groups[0] : undefined;
  const subject = single
    ? `${plural(count, "new work matches", "new works match")} “${single.name}”`
    : `${plural(count, "new work matches", "new works match")} your saved searches`;
  const intro = digest
    ? "Today's new works for your saved searches:"
    : "New works have just been listed for your saved searches:";
  const lines = [intro, ""];
  let sections = "";
  for (const group of groups) {
    const searchLink = absolute(group.query ? `/search?${group.query}` : "/search");
    lines.push(
      `“${group.name}” (${searchLink}):`,
      ...group.works.flatMap((work) => workText(work)),
      "",
    );
    sections += `<h2 style="margin:20px 0 4px;font-size:18px">“${escapeHtml(group.name)}”</h2>
<p style="margin:0 0 4px"><a href="${escapeHtml(searchLink)}" style="color:#1d4ed8">Open this search</a></p>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%">${group.works.map((work) => workHtml(work)).join("")}</table>`;
  }
  const footer = `You receive this because you asked for alerts on these searches. Change or turn them off on your saved searches: ${settings}`;
  lines.push(footer, ...unsubscribeFooter(userId, SEARCH_ALERT_KIND), "", SIGNATURE);
  return queueMail(tx, {
    to,
    kind: SEARCH_ALERT_KIND,
    headers: unsubscribeHeaders(userId, SEARCH_ALERT_KIND),
    subject,
    text: lines.join("\n"),
    html: htmlPage(
      escapeHtml(intro),
      sections,
      `You receive this because you asked for alerts on these searches. <a href="${escapeHtml(settings)}" style="color:#1d4ed8">Change or turn them off</a>.`,
      unsubscribeHtml(userId, SEARCH_ALERT_KIND),
    ),
  });
}

function changeNote(change: FavouriteChange) {
  return change.change === "price-drop"
    ? `was ${formatCents(change.oldPriceCents)}`
    : "available again";
}

/**
 * R-favourite-alerts: queues the one mail (kind `favourite-alert`) that tells
 * a member that favourites dropped in price or are free to buy or lease again,
 * in the transaction that moved their watches. Every mail of this kind goes
 * through here, with one-click unsubscribe (R-mail-refusal). Answers the
 * outbox id, to send once the transaction commits, or null when the member
 * refused this kind of mail.
 */
export async function queueFavouriteAlert(
  tx: Transaction,
  { userId, to, changes }: { userId: string; to: string; changes: FavouriteChange[] },
) {
  if (!(await mayMail(tx, userId, FAVOURITE_ALERT_KIND))) return null;
  const single = changes.length === 1 ? changes[0] : undefined;
  const subject = single
    ? single.change === "price-drop"
      ? `“${single.title}” is now ${priceLine(single.salePriceCents, single.leaseDailyRateCents)}`
      : `“${single.title}” is available again`
    : `${changes.length} of your favourites have news`;
  const intro = "News of artworks you saved to your favourites:";
  const favourites = absolute("/search?sort=favorites");
  const lines = [
    intro,
    "",
    ...changes.flatMap((change) => workText(change, changeNote(change))),
    "",
    `All your favourites: ${favourites}`,
    ...unsubscribeFooter(userId, FAVOURITE_ALERT_KIND),
    "",
    SIGNATURE,
  ];
  return queueMail(tx, {
    to,
    kind: FAVOURITE_ALERT_KIND,
    headers: unsubscribeHeaders(userId, FAVOURITE_ALERT_KIND),
    subject,
    text: lines.join("\n"),
    html: htmlPage(
      escapeHtml(intro),
      `<table role="presentation" cellpadding="0" cellspacing="0" width="100%">${changes
        .map((change) => workHtml(change, changeNote(change)))
        .join("")}</table>`,
      `<a href="${escapeHtml(favourites)}" style="color:#1d4ed8">All your favourites</a>`,
      unsubscribeHtml(userId, FAVOURITE_ALERT_KIND),
    ),
  });
}
