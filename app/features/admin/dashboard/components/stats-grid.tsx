import { IconArrowsExchange, IconMailQuestion, IconPalette, IconUsers } from "@tabler/icons-react";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import type { AdminCounts } from "../counts";
import classes from "./dashboard.module.css";

const numberFormat = new Intl.NumberFormat("en-US");

export function StatsGrid({ counts }: { counts: AdminCounts }) {
  const stats = [
    {
      label: "Total Users",
      value: counts.totalUsers,
      icon: <IconUsers size={22} />,
      color: "blue",
    },
    {
      label: "Total Artworks",
      value: counts.totalArtworks,
      icon: <IconPalette size={22} />,
      color: "grape",
    },
    {
      label: "Transactions",
      value: counts.transactions,
      icon: <IconArrowsExchange size={22} />,
      color: "teal",
    },
    {
      label: "Pending Invitations",
      value: counts.pendingInvitations,
      icon: <IconMailQuestion size={22} />,
      color: "orange",
    },
  ];
  return (
    <Columns cols={{ base: 2, md: 4 }} spacing={{ base: "sm", sm: "md" }}>
      {stats.map((stat) => (
        <div key={stat.label} className={`${layout.paper} ${classes.tile}`}>
          <div className={classes.tileRow}>
            <div className={classes.tileText}>
              <p className={`${text.plain} ${text.sm} ${text.dimmed} ${text.medium}`}>
                {stat.label}
              </p>
              <p className={classes.tileValue}>{numberFormat.format(stat.value)}</p>
            </div>
            <ThemeIcon
              variant="light"
              color={stat.color}
              size={42}
              radius="md"
              aria-hidden
              visibleFrom="sm"
            >
              {stat.icon}
            </ThemeIcon>
          </div>
        </div>
      ))}
    </Columns>
  );
}
