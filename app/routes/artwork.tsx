import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import {
  actorFor,
  allowedActions,
  artworkErrors,
  artworkManifestPath,
  artworkPageActionSchema,
  artworkStructuredData,
  COMMENT_MESSAGES,
  commentErrors,
  commentGate,
  IIIF_MANIFEST_MEDIA_TYPE,
  jsonForScript,
  metaDescription,
  parseArtworkId,
} from "~/features/catalogue";
import {
  artworkLifeState,
  findArtworkDetail,
  listComments,
  postComment,
} from "~/features/catalogue/index.server";
import { ArtworkNotFound, ArtworkPage } from "~/features/catalogue/ui";
import { firstFreeDay, isWaiting } from "~/features/commerce";
import {
  acceptsOffers,
  buyerOffersOn,
  describePayment,
  galleryToday,
  leaseStatus,
  listProvenance,
  rentCreditFor,
  revealBlockState,
} from "~/features/commerce/index.server";
import {
  LeaseStatusNotice,
  MakeOffer,
  ProvenanceList,
  RevealContact,
  YourOffer,
} from "~/features/commerce/ui";
import { imageUrl } from "~/features/media";
import { NAME_FALLBACKS } from "~/lib/display-name";
import { env } from "~/lib/env.server";
import { failure, invalid, readForm } from "~/lib/http/forms.server";
import type { Route } from "./+types/artwork";

const SITE = "The Fair Trade Art Gallery";

function notFound() {
  return data({ found: false as const }, { status: 404 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseArtworkId(params.id);
  if (!id) return notFound();
  const database = db();
  const viewer = await getViewer(request);
  const artwork = await findArtworkDetail(database, id, viewer?.id ?? null);
  if (!artwork) return notFound();

  // R-artwork-lifecycle: the page offers exactly what the server accepts.
  const today = galleryToday();
  const state = await artworkLifeState(database, id, today);
  const actions = [...allowedActions(actorFor(viewer, state), state)];
  // A visitor is offered what a member would be, each behind sign-in.
  const signInActions = viewer ? [] : [...allowedActions({ kind: "member", id: null }, state)];
  // R-lease-end: a work on lease is leased from the day it is free again.
  const free = state.deleted ? today : firstFreeDay(today, state.leases);
  const offer = {
    actions,
    signInActions,
    leaseFrom: free > today ? free : null,
  };

  const [reveal, provenance] = await Promise.all([
    revealBlockState(database, viewer?.id ?? null, artwork.id),
    listProvenance(database, id),
  ]);

  // R-money-split: where the purchase price would go, before anyone pays.
  const moneySplit =
    artwork.isAvailable && artwork.salePriceCents && artwork.salePriceCents > 0
      ? describePayment(artwork.salePriceCents, artwork.isResale ? "resale" : "first-sale", {
          seller: artwork.presenter?.name ?? NAME_FALLBACKS.artist,
          artist: artwork.artistName ?? NAME_FALLBACKS.artist,
        })
      : null;

  // R-rent-to-own: what a lessee's rent already counts toward buying it.
  const rentCreditCents =
    viewer && moneySplit && artwork.presenter && !artwork.viewerIsOwner
      ? await rentCreditFor(database, {
          memberId: viewer.id,
          artworkId: artwork.id,
          ownerId: artwork.presenter.id,
          priceCents: artwork.salePriceCents ?? 0,
        })
      : 0;

  // R-offer-make: the viewer's offer still in play, else Make an Offer where they may buy
  // (a work on lease takes no offers) and the owner takes offers. The floor is not read here.
  const viewerOffer = viewer
    ? ((await buyerOffersOn(database, viewer.id, id)).find(
        (mine) => isWaiting(mine.status) || mine.status === "accepted",
      ) ?? null)
    : null;
  const canOffer =
    viewer !== null &&
    viewerOffer === null &&
    actions.includes("buy") &&
    !state.deleted &&
    state.leases.length === 0 &&
    (await acceptsOffers(database, id));
  const offers = {
    canOffer,
    mine: viewerOffer && {
      id: viewerOffer.id,
      amountCents: viewerOffer.amountCents,
      counterCents: viewerOffer.counterCents,
      counterNote: viewerOffer.counterNote,
      status: viewerOffer.status,
      belowFloor: viewerOffer.belowFloor,
      expiresAt: viewerOffer.expiresAt,
      priceCents: viewerOffer.priceCents,
      reservedUntil: viewerOffer.reservedUntil,
    },
  };

  const origin = env().APP_URL;
  const url = new URL(`/artwork/${artwork.id}`, origin).href;
  const main = artwork.images[0];
  const image = main ? new URL(imageUrl(main.key, "large"), origin).href : null;
  return {
    found: true as const,
    artwork,
    offer,
    signedIn: viewer !== null,
    moneySplit,
    rentCreditCents,
    offers,
    reveal,
    provenance,
    leaseStatus: await leaseStatus(database, id),
    commentGate: commentGate(viewer && { tier: viewer.plan.tier }),
    // Streamed after the page: the comment list shows skeleton rows until it arrives.
    comments: listComments(database, id),
    seo: {
      url,
      image,
      // ADR 0025: the public's works have a IIIF manifest.
      manifest: artwork.isAvailable ? new URL(artworkManifestPath(artwork.id), origin).href : null,
      description: metaDescription(artwork),
      structuredData: jsonForScript(artworkStructuredData(artwork, { url, image })),
    },
  };
}

/** Posts a comment; the sign-in and tier rules are checked here, whatever the page showed. */
export async function action({ request, params }: Route.ActionArgs) {
  const id = parseArtworkId(params.id);
  if (!id) return failure(artworkErrors.raise("not-found"));
  try {
    const viewer = await getViewer(request);
    if (!viewer) return failure(commentErrors.raise("sign-in"));
    const parsed = artworkPageActionSchema.safeParse(await readForm(request));
    if (!parsed.success) {
      // A form that is not a comment is refused as a whole, not field by field.
      const unknownIntent = parsed.error.issues.some((issue) => issue.path[0] === "intent");
      if (unknownIntent) return failure(commentErrors.raise("post-failed"));
      return invalid(parsed.error, COMMENT_MESSAGES.postFailed);
    }
    const database = db();
    await postComment(database, viewer, { artworkId: id, content: parsed.data.content });
    return { ok: true as const, comments: await listComments(database, id) };
  } catch (error) {
    return failure(error);
  }
}

/**
 * Saving and commenting answer with what changed, so the page's loader is not
 * run again after them: a re-run would count a second visit. An offer's move
 * changes what the page offers, so the page is read again after it.
 */
export function shouldRevalidate({
  formMethod,
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction === "/api/offers") return true;
  if (formMethod && formMethod.toUpperCase() !== "GET" && currentUrl.href === nextUrl.href) {
    return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.found) {
    return [{ title: `Artwork Not Found · ${SITE}` }, { name: "robots", content: "noindex" }];
  }
  const { artwork, seo } = loaderData;
  const title = artwork.artistName
    ? `${artwork.title} by ${artwork.artistName} · ${SITE}`
    : `${artwork.title} · ${SITE}`;
  const tags: Route.MetaDescriptors = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    ...(seo.manifest
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: IIIF_MANIFEST_MEDIA_TYPE,
            href: seo.manifest,
          } as const,
        ]
      : []),
    { property: "og:site_name", content: SITE },
    { property: "og:type", content: "website" },
    { property: "og:title", content: artwork.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: artwork.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.image) {
    const alt = `${artwork.title}${artwork.artistName ? ` by ${artwork.artistName}` : ""}`;
    tags.push(
      { property: "og:image", content: seo.image },
      { property: "og:image:alt", content: alt },
      { name: "twitter:image", content: seo.image },
      { name: "twitter:image:alt", content: alt },
    );
  }
  return tags;
};

export default function ArtworkRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ArtworkNotFound />;
  const { artwork, comments, commentGate: gate, signedIn, seo, reveal, provenance } = loaderData;
  const lease = loaderData.leaseStatus;
  return (
    <>
      <script
        type="application/ld+json"
        // Escaped for a script element by jsonForScript ('<' becomes \u003c).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data for search engines
        dangerouslySetInnerHTML={{ __html: seo.structuredData }}
      />
      <ArtworkPage
        key={artwork.id}
        artwork={artwork}
        comments={comments}
        commentGate={gate}
        signedIn={signedIn}
        moneySplit={loaderData.moneySplit}
        rentCreditCents={loaderData.rentCreditCents}
        offer={loaderData.offer}
        leaseNotice={lease ? <LeaseStatusNotice status={lease} /> : null}
        offers={
          loaderData.offers.mine ? (
            <YourOffer artworkId={artwork.id} offer={loaderData.offers.mine} />
          ) : loaderData.offers.canOffer && artwork.salePriceCents ? (
            <MakeOffer
              artworkId={artwork.id}
              title={artwork.title}
              askingCents={artwork.salePriceCents}
            />
          ) : null
        }
        revealContact={<RevealContact artworkId={artwork.id} state={reveal} />}
        provenance={
          <ProvenanceList
            artworkId={artwork.id}
            entries={provenance}
            certificate={loaderData.offer.actions.includes("download-certificate")}
          />
        }
      />
    </>
  );
}
