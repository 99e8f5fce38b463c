import { IconBuildingStore } from "@tabler/icons-react";
import { Link } from "react-router";
import { Columns } from "~/components/columns";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import type { CollectionPanel } from "~/features/studio/dashboard/panels";
import { formatCents, formatDate } from "~/lib/format";
import classes from "./dashboard.module.css";
import { EmptyPanel, Panel, PanelRowsSkeleton } from "./panel";
import { Thumbnail } from "./thumbnail";

const TITLE = "My Collection";
const ID = "my-collection";

const numberFormat = new Intl.NumberFormat("en-US");

function figuresLine(panel: CollectionPanel) {
  const works = `${numberFormat.format(panel.count)} ${panel.count === 1 ? "artwork" : "artworks"}`;
  return panel.totalPaidCents > 0 ? `${works} · ${formatCents(panel.totalPaidCents)} paid` : works;
}

/**
 * The works the member bought: theirs to keep, not listings, so they use no
 * listing slot and their views and sales are not the member's figures.
 */
export function MyCollection({ panel }: { panel: CollectionPanel }) {
  return (
    <Panel id={ID} title={TITLE}>
      {panel.count === 0 ? (
        <EmptyPanel
          icon={<IconBuildingStore size={24} />}
          title="No artworks in your collection yet"
        >
          <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.emptyText}`}>
            Artworks you buy are listed here, apart from the ones you list yourself.
          </p>
          <Link to="/search" className={`${link.link} ${text.sm} ${text.medium} focus-ring`}>
            Browse Artwork
          </Link>
        </EmptyPanel>
      ) : (
        <>
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`} data-testid="collection-figures">
            {figuresLine(panel)}
          </p>
          <Columns
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            className={classes.plainList}
          >
            {panel.works.map((work) => (
              <li key={work.id} className={classes.item}>
                <Thumbnail imageKey={work.imageKey} />
                <div className={classes.itemText}>
                  <Link
                    to={`/artwork/${work.id}`}
                    className={`${link.link} ${classes.itemTitle} ${classes.truncate} focus-ring`}
                  >
                    {work.title}
                  </Link>
                  <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.truncate}`}>
                    by {work.artistName}
                  </p>
                  {work.boughtAt !== null && work.paidCents !== null ? (
                    <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
                      Bought {formatDate(work.boughtAt)} for {formatCents(work.paidCents)}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </Columns>
        </>
      )}
    </Panel>
  );
}

export function MyCollectionSkeleton() {
  return (
    <Panel id={`${ID}-placeholder`} title={TITLE}>
      <PanelRowsSkeleton rows={2} />
    </Panel>
  );
}
