import {
  IconCashRegister,
  IconCreditCard,
  IconHistory,
  IconInbox,
  IconListDetails,
  IconMailPlus,
  IconSettings,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import classes from "./dashboard.module.css";

type Action = {
  title: string;
  description: string;
  icon: ReactNode;
  to?: string;
  button: string;
};

const ACTIONS: Action[] = [
  {
    title: "Manage Invitations",
    description: "Invite new members by e-mail and see who has registered.",
    icon: <IconMailPlus size={22} />,
    to: "/admin/invitations",
    button: "Manage Invitations",
  },
  {
    title: "Manage Subscriptions",
    description: "Change members' plans, statuses and renewal dates.",
    icon: <IconCreditCard size={22} />,
    to: "/admin/subscriptions",
    button: "Manage Subscriptions",
  },
  {
    title: "Plans",
    description: "Create plans, change their prices and limits, or retire them.",
    icon: <IconListDetails size={22} />,
    to: "/admin/plans",
    button: "Manage Plans",
  },
  {
    title: "Payments",
    description:
      "Sales and leases with their Stripe ids, members' transfers, refunds and disputes.",
    icon: <IconCashRegister size={22} />,
    to: "/admin/payments",
    button: "Open Payments",
  },
  {
    title: "Audit Trail",
    description: "Who changed what, when and why; sign-in limits and account events.",
    icon: <IconHistory size={22} />,
    to: "/admin/audit",
    button: "Open Audit Trail",
  },
  {
    title: "Outbox",
    description: "Read every e-mail the gallery has sent, with its links.",
    icon: <IconInbox size={22} />,
    to: "/admin/outbox",
    button: "Open Outbox",
  },
  {
    title: "System Settings",
    description: "Configure gallery-wide settings.",
    icon: <IconSettings size={22} />,
    button: "Coming Soon",
  },
];

export function ActionCards() {
  return (
    <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {ACTIONS.map((action) => (
        <div key={action.title} className={`${layout.paper} ${classes.card}`}>
          <div className={classes.cardTop}>
            <ThemeIcon variant="light" size={42} radius="md" color={action.to ? "blue" : "gray"}>
              {action.icon}
            </ThemeIcon>
            {action.to ? null : <Badge color="gray">Coming Soon</Badge>}
          </div>
          <h3 className={`${text.title} ${text.h4}`}>{action.title}</h3>
          <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.grow}`}>
            {action.description}
          </p>
          {action.to ? (
            <Button to={action.to} variant="light" fullWidth>
              {action.button}
            </Button>
          ) : (
            <Button variant="default" fullWidth disabled>
              {action.button}
            </Button>
          )}
        </div>
      ))}
    </Columns>
  );
}
