import {
  IconArrowRight,
  IconCircleCheck,
  IconPhotoSearch,
  IconQuote,
  IconShieldCheck,
  IconShoppingBag,
} from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { initials } from "~/components/avatar";
import avatar from "~/components/avatar.module.css";
import { Button } from "~/components/button";
import { ThemeIcon } from "~/components/theme-icon";
import type { ArtworkCardData } from "~/features/catalogue";
import { ArtworkCard } from "~/features/catalogue/ui";
import { imageUrl } from "~/features/media";
import classes from "./home.module.css";

function SectionHeader({
  id,
  eyebrow,
  title,
  lead,
  action,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  action?: ReactNode;
}) {
  return (
    <div className={classes.sectionHeader}>
      <div className={classes.sectionHeading}>
        <p className={classes.eyebrow}>{eyebrow}</p>
        <h2 id={id} className={classes.sectionTitle}>
          {title}
        </h2>
        {lead ? <p className={classes.sectionLead}>{lead}</p> : null}
      </div>
      {action}
    </div>
  );
}

export function FeaturedArtwork({ artworks }: { artworks: ArtworkCardData[] }) {
  return (
    <section aria-labelledby="featured-title">
      <SectionHeader
        id="featured-title"
        eyebrow="From the gallery"
        title="Featured Artwork"
        lead="The pieces collectors are looking at most right now, each available to buy or lease."
        action={
          <Link to="/search" className={classes.viewAll}>
            View all <IconArrowRight size={18} aria-hidden="true" />
          </Link>
        }
      />
      {artworks.length > 0 ? (
        <div className={`${classes.grid} ${classes.featuredGrid}`}>
          {/* Below the hero, whose picture is the one to load first: these wait for layout. */}
          {artworks.map((artwork) => (
            <ArtworkCard key={artwork.id} artwork={artwork} />
          ))}
        </div>
      ) : (
        <div className={classes.empty}>
          <p className={classes.emptyTitle}>New work is on its way.</p>
          <p className={classes.emptyText}>
            Nothing is on show yet: browse the gallery or check back soon.
          </p>
        </div>
      )}
    </section>
  );
}

const STEPS = [
  {
    icon: IconPhotoSearch,
    title: "Discover Art",
    text: "Browse original work by emerging artists. Filter by style, medium, price and the causes you care about, and save the pieces you love.",
  },
  {
    icon: IconShoppingBag,
    title: "Buy or Lease",
    text: "Own a piece outright, or lease it by the day, week or month for your home or business. Leasing gives artists a steady income.",
  },
  {
    icon: IconShieldCheck,
    title: "Secure Transactions",
    text: "Every purchase and lease is confirmed with a one-time code and recorded, and ownership passes to you safely, with the artist credited forever.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" id="how-it-works">
      <SectionHeader
        id="how-it-works-title"
        eyebrow="Three simple steps"
        title="How It Works"
        lead="From first look to a work on your wall, with fair pay for the person who made it."
      />
      <ol className={`${classes.grid} ${classes.stepsGrid}`}>
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <div className={classes.step}>
              <span
                className={classes.stepNumber}
                data-step={String(index + 1).padStart(2, "0")}
                aria-hidden="true"
              />
              <ThemeIcon size={52} radius="md" variant="light" color="teal">
                <step.icon size={28} stroke={1.6} aria-hidden="true" />
              </ThemeIcon>
              <h3 className={classes.stepTitle}>{step.title}</h3>
              <p className={classes.stepText}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** An outlined button in white on the artists' teal panel. */
const ON_TEAL_OUTLINE = {
  "--button-bg": "transparent",
  "--button-hover": "rgb(255 255 255 / 0.12)",
  "--button-fg": "#fff",
  "--button-border": "rgb(255 255 255 / 0.7)",
} as CSSProperties;

const ARTIST_PROMISES = [
  "List your work free on the Free Tier, for as long as you like",
  "Set your own prices, and earn from sales and steady leases",
  "Badges that tell collectors your story: gentrification zone, grant recipient, special needs artist",
  "Security-deposit loans and grants for artists who need a start",
];

export function ArtistCallToAction({ images }: { images: string[] }) {
  return (
    <section aria-labelledby="artist-cta-title" className={classes.artistPanel}>
      <div className={classes.artistInner}>
        <div className={classes.artistBody}>
          <div className={classes.artistHeading}>
            <p className={classes.artistEyebrow}>For emerging artists</p>
            <h2 id="artist-cta-title" className={classes.artistTitle}>
              Are You an Artist?
            </h2>
            <p className={classes.artistLead}>
              Zero barrier to entry for emerging artists. No listing fees, no gatekeepers: show your
              work to collectors, businesses and curators looking for something original.
            </p>
          </div>
          <ul className={classes.artistList}>
            {ARTIST_PROMISES.map((promise) => (
              <li key={promise}>
                <IconCircleCheck size={20} className={classes.artistCheck} aria-hidden="true" />
                <span>{promise}</span>
              </li>
            ))}
          </ul>
          <div className={classes.actions}>
            <Button to="/artist/artwork/upload" size="md" variant="white">
              Upload Your Art
            </Button>
            <Button to="/subscribe" size="md" variant="outline" style={ON_TEAL_OUTLINE}>
              Compare Plans
            </Button>
          </div>
        </div>
        {images.length >= 3 ? (
          <div className={classes.collage} aria-hidden="true">
            {images.slice(0, 3).map((key) => (
              <div key={key} className={classes.collageFrame}>
                <img src={imageUrl(key, "card")} alt="" loading="lazy" decoding="async" />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The teal initials of someone quoted: plain markup, as there is no photo to fall back from. */
const QUOTED_STYLE = {
  "--avatar-size": "calc(2.375rem * var(--scale))",
  "--avatar-bg": "var(--color-teal-light)",
  "--avatar-fg": "var(--color-teal-light-color)",
} as CSSProperties;

function Initials({ name }: { name: string }) {
  return (
    <span className={avatar.avatar} style={QUOTED_STYLE} aria-hidden="true">
      <span className={avatar.placeholder}>{initials(name)}</span>
    </span>
  );
}

const TESTIMONIALS = [
  {
    quote:
      "Leasing two of my paintings to a café down the street covers my studio rent. For the first time, my work pays me every month, not once.",
    name: "Danielle Moore",
    role: "Painter, West Baltimore",
  },
  {
    quote:
      "We leased a piece for our office, fell in love with it and bought it three months later. Knowing the artist was paid fairly made it mean more.",
    name: "Marcus Thompson",
    role: "Collector and small-business owner",
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title">
      <SectionHeader
        id="testimonials-title"
        eyebrow="In their words"
        title="Artists and collectors, side by side"
      />
      <div className={`${classes.grid} ${classes.quotesGrid}`}>
        {TESTIMONIALS.map((t) => (
          <figure key={t.name} className={classes.quote}>
            <IconQuote size={36} className={classes.quoteMark} aria-hidden="true" />
            <blockquote className={classes.quoteText}>{t.quote}</blockquote>
            <figcaption className={classes.quoteBy}>
              <Initials name={t.name} />
              <div>
                <p className={classes.quoteName}>{t.name}</p>
                <p className={classes.quoteRole}>{t.role}</p>
              </div>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="closing-title" className={classes.closing}>
      <div className={classes.closingBody}>
        <h2 id="closing-title" className={classes.sectionTitle}>
          Find a piece that speaks to you
        </h2>
        <p className={classes.sectionLead}>
          Paintings, prints, sculpture, textiles and more, from artists who are paid what their work
          is worth.
        </p>
        <Button
          to="/search"
          size="lg"
          className={classes.closingAction}
          rightSection={<IconArrowRight size={20} aria-hidden="true" />}
        >
          Start Exploring
        </Button>
      </div>
    </section>
  );
}
