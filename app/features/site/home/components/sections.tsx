import { Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  IconArrowRight,
  IconCircleCheck,
  IconPhotoSearch,
  IconQuote,
  IconShieldCheck,
  IconShoppingBag,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArtworkCard } from "~/components/artwork-card";
import { Avatar } from "~/components/avatar";
import { Columns } from "~/components/columns";
import { ThemeIcon } from "~/components/theme-icon";
import type { ArtworkCardData } from "~/features/catalogue";
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
      <Stack gap={6}>
        <Text className={classes.eyebrow}>{eyebrow}</Text>
        <Title order={2} id={id} className={classes.sectionTitle}>
          {title}
        </Title>
        {lead ? <Text className={classes.sectionLead}>{lead}</Text> : null}
      </Stack>
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
        <Columns cols={{ base: 1, xs: 2, md: 3 }} spacing={{ base: "md", md: "xl" }}>
          {/* Below the hero, whose picture is the one to load first: these wait for layout. */}
          {artworks.map((artwork) => (
            <ArtworkCard key={artwork.id} artwork={artwork} />
          ))}
        </Columns>
      ) : (
        <Stack align="center" gap="xs" py="xl">
          <Text fw={600}>New work is on its way.</Text>
          <Text c="dimmed">Nothing is on show yet: browse the gallery or check back soon.</Text>
        </Stack>
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
      <Columns
        component="ol"
        cols={{ base: 1, sm: 3 }}
        spacing={{ base: "md", md: "xl" }}
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Stack gap="sm" className={classes.step}>
              <span
                className={classes.stepNumber}
                data-step={String(index + 1).padStart(2, "0")}
                aria-hidden="true"
              />
              <ThemeIcon size={52} radius="md" variant="light" color="teal">
                <step.icon size={28} stroke={1.6} aria-hidden="true" />
              </ThemeIcon>
              <Title order={3} className={classes.stepTitle}>
                {step.title}
              </Title>
              <Text c="gray.7">{step.text}</Text>
            </Stack>
          </li>
        ))}
      </Columns>
    </section>
  );
}

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
        <Stack gap="lg">
          <Stack gap={8}>
            <Text className={classes.artistEyebrow}>For emerging artists</Text>
            <Title order={2} id="artist-cta-title" className={classes.artistTitle}>
              Are You an Artist?
            </Title>
            <Text className={classes.artistLead}>
              Zero barrier to entry for emerging artists. No listing fees, no gatekeepers: show your
              work to collectors, businesses and curators looking for something original.
            </Text>
          </Stack>
          <ul className={classes.artistList}>
            {ARTIST_PROMISES.map((promise) => (
              <li key={promise}>
                <IconCircleCheck size={20} className={classes.artistCheck} aria-hidden="true" />
                <span>{promise}</span>
              </li>
            ))}
          </ul>
          <Group gap="sm">
            <Button component={Link} to="/artist/artwork/upload" size="md" color="white" c="dark">
              Upload Your Art
            </Button>
            <Button
              component={Link}
              to="/subscribe"
              size="md"
              variant="outline"
              color="white"
              className={classes.artistSecondary}
            >
              Compare Plans
            </Button>
          </Group>
        </Stack>
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
      <Columns cols={{ base: 1, md: 2 }} spacing={{ base: "md", md: "xl" }}>
        {TESTIMONIALS.map((t) => (
          <figure key={t.name} className={classes.quote}>
            <IconQuote size={36} className={classes.quoteMark} aria-hidden="true" />
            <blockquote className={classes.quoteText}>{t.quote}</blockquote>
            <figcaption>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={null} name={t.name} color="teal" hidden />
                <div>
                  <Text fw={600}>{t.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t.role}
                  </Text>
                </div>
              </Group>
            </figcaption>
          </figure>
        ))}
      </Columns>
    </section>
  );
}

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="closing-title" className={classes.closing}>
      <Stack align="center" gap="md">
        <Title order={2} id="closing-title" className={classes.sectionTitle}>
          Find a piece that speaks to you
        </Title>
        <Text className={classes.sectionLead} ta="center">
          Paintings, prints, sculpture, textiles and more, from artists who are paid what their work
          is worth.
        </Text>
        <Button
          component={Link}
          to="/search"
          size="lg"
          mt="xs"
          rightSection={<IconArrowRight size={20} aria-hidden="true" />}
        >
          Start Exploring
        </Button>
      </Stack>
    </section>
  );
}
