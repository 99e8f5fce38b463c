import { IconAddressBook } from "@tabler/icons-react";
import { Link } from "react-router";
import { Badge } from "~/components/badge";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { type RevealsPanel, revealsRemaining } from "~/features/studio/dashboard/panels";
import { formatDate } from "~/lib/format";
import classes from "./dashboard.module.css";
import { EmptyPanel, Panel, PanelRowsSkeleton } from "./panel";
import { Thumbnail } from "./thumbnail";

const TITLE = "Recently Revealed Contacts";
const ID = "revealed-contacts";

function Remaining({ count }: { count: number }) {
  return (
    <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.remaining}`}>
      {revealsRemaining(count)}
    </p>
  );
}

export function RevealedContacts({ panel }: { panel: RevealsPanel }) {
  return (
    <Panel id={ID} title={TITLE} footer={<Remaining count={panel.currentReveals} />}>
      {panel.reveals.length === 0 ? (
        <EmptyPanel icon={<IconAddressBook size={24} />} title="No contacts revealed yet">
          <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.emptyText}`}>
            When you reveal an artist's contact details from an artwork's page, they are listed
            here. Each reveal uses one of your plan's monthly reveals.
          </p>
          <Link to="/search" className={`${link.link} ${text.sm} ${text.medium} focus-ring`}>
            Browse Artwork
          </Link>
        </EmptyPanel>
      ) : (
        <ul className={`${classes.plainList} ${classes.list}`}>
          {panel.reveals.map((reveal) => (
            <li key={reveal.id} className={classes.item}>
              <Thumbnail imageKey={reveal.imageKey} />
              <div className={classes.itemText}>
                <Link
                  to={`/artwork/${reveal.artworkId}`}
                  className={`${link.link} ${classes.itemTitle} ${classes.truncate} focus-ring`}
                >
                  {reveal.title}
                </Link>
                <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.truncate}`}>
                  by {reveal.artistName}
                </p>
                <div className={classes.meta}>
                  <Badge size="xs" color="teal">
                    Contact revealed
                  </Badge>
                  <span className={`${text.xs} ${text.dimmed}`}>
                    {formatDate(reveal.revealedAt)}
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RevealedContactsSkeleton() {
  return (
    <Panel id={`${ID}-placeholder`} title={TITLE}>
      <PanelRowsSkeleton rows={3} />
    </Panel>
  );
}
