import { Link } from "react-router";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import classes from "./page-header.module.css";

/** Title of an admin page, with the way back to the dashboard. */
export function AdminPageHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className={classes.header}>
      <nav aria-label="Breadcrumb">
        <ol className={`${classes.crumbs} ${text.sm}`}>
          <li>
            <Link to="/admin/dashboard" className={link.link}>
              Admin Dashboard
            </Link>
          </li>
          <li className={text.dimmed} aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      <h1 className={`${text.title} ${text.h1}`}>{title}</h1>
      <p className={`${text.plain} ${text.dimmed}`}>{description}</p>
    </div>
  );
}
