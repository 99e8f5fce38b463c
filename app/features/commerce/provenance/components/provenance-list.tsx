import {
  IconCertificate,
  IconPencil,
  IconShieldCheck,
  IconShoppingBag,
  IconUpload,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { Button } from "~/components/button";
import link from "~/components/text-link.module.css";
import {
  certificatePath,
  type ProvenanceEntry,
  provenanceLabel,
  provenancePath,
} from "~/features/commerce/provenance/provenance";
import { formatDate } from "~/lib/format";
import classes from "./provenance-list.module.css";

/**
 * The artwork's ownership history, oldest first: who uploaded it and who bought
 * it, and when; with the way to check it, and for the owner their certificate.
 */
export function ProvenanceList({
  artworkId,
  entries,
  certificate = false,
}: {
  artworkId: string;
  entries: ProvenanceEntry[];
  /** The viewer owns the work: offer the certificate of authenticity (R-certificate). */
  certificate?: boolean;
}) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="provenance-heading" className={classes.section}>
      <h2 className={classes.heading} id="provenance-heading">
        Provenance
      </h2>
      <ol className={classes.timeline}>
        {entries.map((entry) => (
          <li key={entry.id} className={classes.event}>
            <span className={classes.bullet} aria-hidden>
              {entry.event === "upload" ? (
                <IconUpload size={14} />
              ) : entry.event === "correction" ? (
                <IconPencil size={14} />
              ) : (
                <IconShoppingBag size={14} />
              )}
            </span>
            <p className={classes.what}>
              {provenanceLabel(entry.event)}{" "}
              {entry.ownerId ? (
                <Link to={`/profile/${entry.ownerId}`} className={`${link.link} focus-ring`}>
                  {entry.ownerName}
                </Link>
              ) : (
                entry.ownerName
              )}
            </p>
            <p className={classes.when}>
              <time dateTime={entry.acquiredAt}>{formatDate(entry.acquiredAt)}</time>
            </p>
          </li>
        ))}
      </ol>
      <div className={classes.actions}>
        <Button
          to={provenancePath(artworkId)}
          variant="default"
          size="sm"
          leftSection={<IconShieldCheck size={16} aria-hidden />}
        >
          Verify provenance
        </Button>
        {certificate ? (
          <Button
            href={certificatePath(artworkId)}
            download
            variant="light"
            size="sm"
            leftSection={<IconCertificate size={16} aria-hidden />}
          >
            Download certificate
          </Button>
        ) : null}
      </div>
    </section>
  );
}
