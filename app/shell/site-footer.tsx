import { IconMail, IconPalette } from "@tabler/icons-react";
import { Link } from "react-router";
import { ABOUT_US, COMING_SOON_PATH, PLANS, SITE_TITLE } from "./navigation";
import classes from "./shell.module.css";

type FooterLink = { label: string; to: string };

const ARTIST_LINKS: FooterLink[] = [
  { label: "Upload Art", to: "/artist/artwork/upload" },
  { label: "Artist Dashboard", to: "/artist/dashboard" },
  { label: "Plans and Pricing", to: PLANS.to },
  { label: "Credit builder loans (coming soon)", to: COMING_SOON_PATH },
];

const CLIENT_LINKS: FooterLink[] = [
  { label: "Browse Artwork", to: "/search" },
  { label: "Upload photos of your space", to: "/curator/spaces/upload" },
  { label: "Featured Gallery", to: COMING_SOON_PATH },
  { label: ABOUT_US.label, to: ABOUT_US.to },
];

const LEGAL_LINKS: FooterLink[] = [
  { label: "Terms of Service", to: COMING_SOON_PATH },
  { label: "Privacy Policy", to: COMING_SOON_PATH },
];

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div className={classes.footerColumn}>
      <h2 className={classes.footerHeading}>{title}</h2>
      <ul className={`${classes.footerList} ${classes.footerLinks}`}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={classes.footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer on every page, in plain markup (see bench/README.md). */
export function SiteFooter({ contactEmail }: { contactEmail: string | null }) {
  const year = new Date().getFullYear();
  return (
    <div className={classes.footerInner}>
      <div className={classes.footerContainer}>
        <div className={classes.footerGrid}>
          <div className={classes.footerIntro}>
            <div className={classes.footerBrandRow}>
              <span className={classes.footerMark} aria-hidden="true">
                <IconPalette size={18} stroke={1.8} />
              </span>
              <p className={classes.footerBrand}>{SITE_TITLE}</p>
            </div>
            <p className={`${classes.footerText} ${classes.footerBlurb}`}>
              Fair prices, steady lease income and a home for emerging artists, especially those in
              neighbourhoods at risk of gentrification.
            </p>
          </div>
          <LinkList title="For Artists" links={ARTIST_LINKS} />
          <LinkList title="For Collectors and Curators" links={CLIENT_LINKS} />
          <div className={classes.footerColumn}>
            <h2 className={classes.footerHeading}>Contact</h2>
            <p className={classes.footerText}>Questions, invitations or partnerships:</p>
            {contactEmail ? (
              <a href={`mailto:${contactEmail}`} className={classes.footerEmail}>
                <IconMail size={16} aria-hidden="true" />
                <span>{contactEmail}</span>
              </a>
            ) : null}
          </div>
        </div>
        <div className={classes.footerRule} />
        <div className={classes.footerBottom}>
          <p className={classes.footerText}>
            © {year} {SITE_TITLE}. All rights reserved.
          </p>
          <ul className={`${classes.footerList} ${classes.footerLegal}`}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={classes.footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
