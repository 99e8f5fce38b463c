import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  IconBuildingCommunity,
  IconCash,
  IconHomeHeart,
  IconMail,
  IconMapPin,
  IconScale,
  IconUserPlus,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { Columns } from "~/components/columns";
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
    <Stack gap={56} className={classes.page}>
      <Stack gap="md" className={classes.intro}>
        <Text className={classes.eyebrow}>About Us</Text>
        <Title order={1} className={classes.title}>
          A fair-trade gallery for artists who are too often priced out
        </Title>
        <Text className={classes.lead}>
          The Fair Trade Art Gallery exists to help struggling artists, especially those living and
          working in areas at risk of gentrification. We connect them with collectors, businesses
          and curators who want original work, and we make sure the artist is paid fairly for it.
        </Text>
      </Stack>

      <section aria-labelledby="mission-title">
        <Stack gap="lg">
          <Title order={2} id="mission-title" className={classes.sectionTitle}>
            Our Mission
          </Title>
          <Text className={classes.body}>
            Neighbourhoods change, and the artists who made them vibrant are often the first to
            leave. We want their work to give them stability: steady lease income, fair prices, and
            security-deposit loans and grants when they need them most.
          </Text>
          <Columns cols={{ base: 1, sm: 3 }} spacing="lg">
            {PILLARS.map((pillar) => (
              <Stack key={pillar.title} gap="sm" className={classes.pillar}>
                <ThemeIcon size={48} radius="md" variant="light">
                  <pillar.icon size={26} stroke={1.6} aria-hidden="true" />
                </ThemeIcon>
                <Title order={3} className={classes.pillarTitle}>
                  {pillar.title}
                </Title>
                <Text c="gray.7">{pillar.text}</Text>
              </Stack>
            ))}
          </Columns>
          <Group gap="sm" wrap="nowrap" align="flex-start" className={classes.cityNote}>
            <IconBuildingCommunity size={24} aria-hidden="true" className={classes.cityIcon} />
            <Text>
              We are starting in <strong>{city}</strong>, with more cities planned.
            </Text>
          </Group>
        </Stack>
      </section>

      <Columns cols={{ base: 1, md: signedIn ? 1 : 2 }} spacing="lg">
        <section aria-labelledby="contact-title" className={classes.contact}>
          <Stack gap="md">
            <Title order={2} id="contact-title" className={classes.sectionTitle}>
              Get in Touch
            </Title>
            <Text c="gray.7">
              Questions about an artwork, a lease, an invitation or a partnership? We would love to
              hear from you.
            </Text>
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" size={36}>
                  <IconMapPin size={20} aria-hidden="true" />
                </ThemeIcon>
                <div>
                  <Text size="sm" c="dimmed">
                    City
                  </Text>
                  <Text fw={600}>{city}</Text>
                </div>
              </Group>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" radius="xl" size={36}>
                  <IconMail size={20} aria-hidden="true" />
                </ThemeIcon>
                <div>
                  <Text size="sm" c="dimmed">
                    E-mail
                  </Text>
                  <Anchor href={`mailto:${contactEmail}`} fw={600}>
                    {contactEmail}
                  </Anchor>
                </div>
              </Group>
            </Stack>
          </Stack>
        </section>

        {signedIn ? null : (
          <section aria-labelledby="join-title" className={classes.join}>
            <Stack gap="md" align="flex-start">
              <Title order={2} id="join-title" className={classes.joinTitle}>
                Be part of it
              </Title>
              <Text className={classes.joinText}>
                Membership is by invitation. If you have been invited, create your account to save
                favourites, message artists, and buy or lease work. To ask for an invitation, write
                to us.
              </Text>
              <Button
                component={Link}
                to="/register"
                size="md"
                color="white"
                c="dark"
                leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              >
                Join Our Community
              </Button>
            </Stack>
          </section>
        )}
      </Columns>
    </Stack>
  );
}
