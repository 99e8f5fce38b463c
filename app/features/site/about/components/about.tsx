import {
  IconBuildingCommunity,
  IconCash,
  IconHomeHeart,
  IconMail,
  IconMapPin,
  IconScale,
  IconUserPlus,
} from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { Button } from "~/components/button";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import classes from "./about.module.css";

const PILLARS = [
  {
    icon: IconCash,
    title: "Steady lease income",
    text: "Homes, offices and businesses lease original work by the day, week or month, so an artist is paid every month and not only on the day of a sale.",
  },
  {
    icon: IconScale,
    title: "Fair prices",
    text: "Artists set their own prices and keep the credit for their work forever, even after it changes hands.",
  },
  {
    icon: IconHomeHeart,
    title: "Loans and grants",
    text: "Security-deposit loans and grants help artists keep a roof over their studio, especially where rising rents push them out.",
  },
];

/** A stack's gap: pixels, or any CSS length. */
function gap(value: number | string) {
  return {
    "--gap": typeof value === "number" ? `calc(${value / 16}rem * var(--scale))` : value,
  } as CSSProperties;
}

export function AboutPage({
  city,
  contactEmail,
  signedIn,
}: {
  city: string;
  contactEmail: string;
  signedIn: boolean;
}) {
  return (
    <div className={`${layout.stack} ${classes.page}`} style={gap(56)}>
      <div className={`${layout.stack} ${classes.intro}`} style={gap("var(--spacing-md)")}>
        <p className={classes.eyebrow}>About Us</p>
        <h1 className={`${classes.heading} ${classes.title}`}>
          A fair-trade gallery for artists who are too often priced out
        </h1>
        <p className={classes.lead}>
          The Fair Trade Art Gallery exists to help struggling artists, especially those living and
          working in areas at risk of gentrification. We connect them with collectors, businesses
          and curators who want original work, and we make sure the artist is paid fairly for it.
        </p>
      </div>

      <section aria-labelledby="mission-title">
        <div className={layout.stack} style={gap("var(--spacing-lg)")}>
          <h2 id="mission-title" className={`${classes.heading} ${classes.sectionTitle}`}>
            Our Mission
          </h2>
          <p className={classes.body}>
            Neighbourhoods change, and the artists who made them vibrant are often the first to
            leave. We want their work to give them stability: steady lease income, fair prices, and
            security-deposit loans and grants when they need them most.
          </p>
          <Columns cols={{ base: 1, sm: 3 }} spacing="lg">
            {PILLARS.map((pillar) => (
              <div
                key={pillar.title}
                className={`${layout.stack} ${classes.pillar}`}
                style={gap("var(--spacing-sm)")}
              >
                <ThemeIcon size={48} radius="md" variant="light">
                  <pillar.icon size={26} stroke={1.6} aria-hidden="true" />
                </ThemeIcon>
                <h3 className={`${classes.heading} ${classes.pillarTitle}`}>{pillar.title}</h3>
                <p className={classes.muted}>{pillar.text}</p>
              </div>
            ))}
          </Columns>
          <div className={`${classes.line} ${classes.cityNote}`}>
            <IconBuildingCommunity size={24} aria-hidden="true" className={classes.cityIcon} />
            <p className={classes.text}>
              We are starting in <strong>{city}</strong>, with more cities planned.
            </p>
          </div>
        </div>
      </section>

      <Columns cols={{ base: 1, md: signedIn ? 1 : 2 }} spacing="lg">
        <section aria-labelledby="contact-title" className={classes.contact}>
          <div className={layout.stack} style={gap("var(--spacing-md)")}>
            <h2 id="contact-title" className={`${classes.heading} ${classes.sectionTitle}`}>
              Get in Touch
            </h2>
            <p className={classes.muted}>
              Questions about an artwork, a lease, an invitation or a partnership? We would love to
              hear from you.
            </p>
            <div className={layout.stack} style={gap("var(--spacing-sm)")}>
              <div className={classes.line}>
                <ThemeIcon variant="light" radius="xl" size={36}>
                  <IconMapPin size={20} aria-hidden="true" />
                </ThemeIcon>
                <div>
                  <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>City</p>
                  <p className={`${classes.text} ${text.strong}`}>{city}</p>
                </div>
              </div>
              <div className={classes.line}>
                <ThemeIcon variant="light" radius="xl" size={36}>
                  <IconMail size={20} aria-hidden="true" />
                </ThemeIcon>
                <div>
                  <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>E-mail</p>
                  <a href={`mailto:${contactEmail}`} className={`${link.link} ${link.strong}`}>
                    {contactEmail}
                  </a>
                </div>
              </div>
            </div>
          </div>
        </section>

        {signedIn ? null : (
          <section aria-labelledby="join-title" className={classes.join}>
            <div className={`${layout.stack} ${classes.start}`} style={gap("var(--spacing-md)")}>
              <h2 id="join-title" className={`${classes.heading} ${classes.joinTitle}`}>
                Be part of it
              </h2>
              <p className={`${classes.text} ${classes.joinText}`}>
                Membership is by invitation. If you have been invited, create your account to save
                favourites, message artists, and buy or lease work. To ask for an invitation, write
                to us.
              </p>
              <Button
                to="/register"
                size="md"
                variant="white"
                color="dark"
                leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              >
                Join Our Community
              </Button>
            </div>
          </section>
        )}
      </Columns>
    </div>
  );
}
