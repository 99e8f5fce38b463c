import {
  IconAlertTriangle,
  IconArrowLeft,
  IconPencil,
  IconPhoto,
  IconShieldCheck,
  IconShoppingBag,
  IconUpload,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { Alert } from "~/components/alert";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import {
  type ChainPageView,
  provenanceLabel,
  shortHash,
  verificationText,
} from "~/features/commerce/provenance/provenance";
import { imageUrl } from "~/features/media";
import { formatDate } from "~/lib/format";
import classes from "./provenance-chain-page.module.css";

export type ProvenanceArtwork = {
  id: string;
  title: string;
  artistName: string;
  imageKey: string | null;
};

/**
 * R-provenance-chain: the public page of an artwork's recorded history, entry
 * by entry with each entry's hash, and whether the chain still verifies.
 * Names only, as recorded; never contact details.
 */
export function ProvenanceChainPage({
  artwork,
  chain,
}: {
  artwork: ProvenanceArtwork;
  chain: ChainPageView;
}) {
  const { entries, verification, details } = chain;
  const latest = entries.at(-1);
  const broken = verification.verifies ? null : verification.brokenAt;
  return (
    <div className={`${layout.stack} ${classes.page}`}>
      <Link to={`/artwork/${artwork.id}`} className={`${link.link} ${link.sm} ${classes.back}`}>
        <IconArrowLeft size={16} aria-hidden />
        Back to the artwork
      </Link>

      <div className={classes.work}>
        {artwork.imageKey ? (
          <img
            src={imageUrl(artwork.imageKey, "thumbnail")}
            width={120}
            height={90}
            alt=""
            className={classes.thumbnail}
          />
        ) : (
          <IconPhoto size={40} color="var(--color-gray-6)" aria-hidden />
        )}
        <div className={classes.workText}>
          <p className={`${text.plain} ${text.xs} ${text.dimmed} ${classes.eyebrow}`}>Provenance</p>
          <h1 className={`${text.title} ${text.h2} ${classes.workTitle}`}>{artwork.title}</h1>
          <p className={`${text.plain} ${classes.muted}`}>by {artwork.artistName}</p>
        </div>
      </div>

      {entries.length === 0 ? (
        <Alert color="gray" role="status">
          No ownership history has been recorded for this work.
        </Alert>
      ) : verification.verifies ? (
        <Alert
          color="teal"
          icon={<IconShieldCheck size={22} aria-hidden />}
          role="status"
          data-testid="provenance-status"
        >
          <span className={text.strong}>{verificationText(verification)}</span>
        </Alert>
      ) : (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={22} aria-hidden />}
          role="alert"
          data-testid="provenance-status"
        >
          <span className={text.strong}>{verificationText(verification)}</span>
        </Alert>
      )}

      {details ? (
        <section className={`${classes.paper} ${layout.panel}`}>
          <h2 className={`${text.title} ${text.h4} ${classes.detailsTitle}`}>Recorded details</h2>
          <dl className={`${classes.facts} ${text.sm}`}>
            <dt className={text.dimmed}>Medium</dt>
            <dd>{details.medium}</dd>
            {details.dimensions ? (
              <>
                <dt className={text.dimmed}>Dimensions</dt>
                <dd>{details.dimensions}</dd>
              </>
            ) : null}
            {details.year ? (
              <>
                <dt className={text.dimmed}>Year</dt>
                <dd>{details.year}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}

      {entries.length > 0 ? (
        <section className={`${classes.paper} ${layout.panel}`}>
          <h2 className={`${text.title} ${text.h4} ${classes.historyTitle}`}>Ownership history</h2>
          <ol className={classes.timeline}>
            {entries.map((entry) => (
              <li
                key={entry.position}
                className={classes.entry}
                data-broken={entry.position === broken || undefined}
              >
                <span className={classes.bullet}>
                  {entry.event === "upload" ? (
                    <IconUpload size={14} aria-hidden />
                  ) : entry.event === "correction" ? (
                    <IconPencil size={14} aria-hidden />
                  ) : (
                    <IconShoppingBag size={14} aria-hidden />
                  )}
                </span>
                <div className={classes.entryBody}>
                  <p className={`${text.plain} ${text.sm} ${text.strong} ${classes.entryTitle}`}>
                    <span className={text.dimmed}>{entry.position}.</span>{" "}
                    {provenanceLabel(entry.event)} {entry.ownerName}
                  </p>
                  <div className={classes.entryFacts}>
                    <p className={`${text.plain} ${text.sm} ${classes.muted}`}>
                      <time dateTime={entry.acquiredAt}>{formatDate(entry.acquiredAt)}</time>
                    </p>
                    <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
                      Hash <code className={classes.code}>{shortHash(entry.hash)}</code>
                    </p>
                  </div>
                  {entry.event === "correction" ? (
                    <p className={`${text.plain} ${text.sm} ${classes.muted} ${classes.changed}`}>
                      Changed: {entry.changed.join(", ") || "nothing"}
                    </p>
                  ) : null}
                  {entry.position === broken ? (
                    <p className={`${text.plain} ${text.sm} ${text.strong} ${classes.broken}`}>
                      Does not verify
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <div className={`${layout.stack} ${classes.notes}`}>
        <p className={`${text.plain} ${text.sm} ${classes.muted}`}>
          Each entry is sealed when it is recorded: its SHA-256 hash covers the event, the name as
          it was recorded, the date, the work's details at that moment (title, artist, medium,
          dimensions, year, description and images) and the hash of the entry before it. Changing
          any entry afterwards breaks its hash or the link to it, and this page says so. Names and
          details are shown as they were recorded; from the first sale on, the details cannot
          change.
        </p>
        {latest ? (
          <div className={`${classes.paper} ${classes.latest}`}>
            <p className={`${text.plain} ${text.sm} ${classes.muted} ${classes.latestLabel}`}>
              Hash of the latest entry, as printed on the owner's certificate:
            </p>
            <p className={`${text.plain} ${text.sm} ${classes.hash}`}>{latest.hash}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
