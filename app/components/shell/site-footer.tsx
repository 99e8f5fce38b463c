import { Anchor, Container, Group, SimpleGrid, Stack, Text } from "@mantine/core";
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
    <Stack gap="xs">
      <Text component="h2" className={classes.footerHeading}>
        {title}
      </Text>
      <Stack component="ul" gap={8} className={classes.footerList}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={classes.footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function SiteFooter({ contactEmail }: { contactEmail: string | null }) {
  const year = new Date().getFullYear();
  return (
    <div className={classes.footerInner}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing={{ base: 32, md: 48 }}>
          <Stack gap="sm">
            <Group gap={10} wrap="nowrap">
              <span className={classes.footerMark} aria-hidden="true">
                <IconPalette size={18} stroke={1.8} />
              </span>
              <Text className={classes.footerBrand}>{SITE_TITLE}</Text>
            </Group>
            <Text size="sm" className={`${classes.footerText} ${classes.footerBlurb}`}>
              Fair prices, steady lease income and a home for emerging artists, especially those in
              neighbourhoods at risk of gentrification.
            </Text>
          </Stack>
          <LinkList title="For Artists" links={ARTIST_LINKS} />
          <LinkList title="For Collectors and Curators" links={CLIENT_LINKS} />
          <Stack gap="xs">
            <Text component="h2" className={classes.footerHeading}>
              Contact
            </Text>
            <Text size="sm" className={classes.footerText}>
              Questions, invitations or partnerships:
            </Text>
            {contactEmail ? (
              <Anchor href={`mailto:${contactEmail}`} className={classes.footerEmail}>
                <IconMail size={16} aria-hidden="true" />
                <span>{contactEmail}</span>
              </Anchor>
            ) : null}
          </Stack>
        </SimpleGrid>
        <div className={classes.footerRule} />
        <Group justify="space-between" gap="sm">
          <Text size="sm" className={classes.footerText}>
            © {year} {SITE_TITLE}. All rights reserved.
          </Text>
          <Group component="ul" gap="lg" className={classes.footerList}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={classes.footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Group>
        </Group>
      </Container>
    </div>
  );
}
