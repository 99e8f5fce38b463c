import { ActionIcon, Badge, Button, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import {
  IconArrowLeft,
  IconArrowRight,
  IconBrandFacebook,
  IconBrandInstagram,
  IconMapPin,
  IconPhotoOff,
  IconUserCircle,
  IconUsersGroup,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { ArtworkCard } from "~/components/artwork-card";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import { MessageMemberButton } from "~/features/messaging/ui";
import { MemberAvatar } from "../../components/member-avatar";
import type { PublicProfile } from "../public-profile";
import classes from "./profile.module.css";

const EXTERNAL = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;

function SocialLink({
  href,
  label,
  icon: Icon,
}: {
  href: string;
  label: string;
  icon: typeof IconBrandInstagram;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        component="a"
        href={href}
        {...EXTERNAL}
        variant="default"
        size={40}
        radius="xl"
        aria-label={`${label} (opens in a new tab)`}
      >
        <Icon size={20} stroke={1.6} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

function ProfileHeader({ profile, isSelf }: { profile: PublicProfile; isSelf: boolean }) {
  return (
    <section aria-labelledby="profile-name" className={classes.header}>
      <div className={classes.cover} aria-hidden="true" />
      <div className={classes.headerBody}>
        <MemberAvatar
          avatarKey={profile.avatarKey}
          name={profile.name}
          size={128}
          className={classes.avatar}
          initialClassName={classes.initial}
        />
        <Stack gap={10} className={classes.identity}>
          <Group gap="sm" align="center">
            <Title order={1} id="profile-name" className={classes.name}>
              {profile.name}
            </Title>
            <Badge
              variant="light"
              color="teal"
              size="lg"
              leftSection={<IconUserCircle size={14} aria-hidden="true" />}
            >
              Member
            </Badge>
          </Group>
          <Group gap="lg" className={classes.facts}>
            {profile.fullName ? <Text c="gray.7">@{profile.handle}</Text> : null}
            {profile.location ? (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={18} aria-hidden="true" className={classes.factIcon} />
                <Text c="gray.7">{profile.location}</Text>
              </Group>
            ) : null}
            <Text c="gray.7">Member since {profile.memberSince}</Text>
          </Group>
          {profile.instagramUrl || profile.facebookUrl ? (
            <Group gap="xs">
              {profile.instagramUrl ? (
                <SocialLink
                  href={profile.instagramUrl}
                  label="Instagram"
                  icon={IconBrandInstagram}
                />
              ) : null}
              {profile.facebookUrl ? (
                <SocialLink href={profile.facebookUrl} label="Facebook" icon={IconBrandFacebook} />
              ) : null}
            </Group>
          ) : null}
          <div>
            <MessageMemberButton memberId={profile.id} isSelf={isSelf} />
          </div>
        </Stack>
      </div>
      {profile.bio ? (
        <div className={classes.bio}>
          <Title order={2} className={classes.bioTitle}>
            About
          </Title>
          <Text className={classes.bioText}>{profile.bio}</Text>
        </div>
      ) : null}
    </section>
  );
}

function ProfileArtworks({ profile }: { profile: PublicProfile }) {
  const allHref = `/search?userId=${encodeURIComponent(profile.id)}`;
  return (
    <section aria-labelledby="profile-artworks">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={2}>
          <Title order={2} id="profile-artworks" className={classes.sectionTitle}>
            Artworks
          </Title>
          {profile.availableCount > 0 ? (
            <Text c="dimmed">
              {profile.availableCount} available {profile.availableCount === 1 ? "work" : "works"}
            </Text>
          ) : null}
        </Stack>
        {profile.availableCount > 0 ? (
          <Link to={allHref} className={classes.viewAll}>
            View all artworks <IconArrowRight size={18} aria-hidden="true" />
          </Link>
        ) : null}
      </Group>
      {profile.artworks.length > 0 ? (
        <Columns cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {profile.artworks.map((artwork, index) => (
            <ArtworkCard key={artwork.id} artwork={artwork} priority={index < 4} />
          ))}
        </Columns>
      ) : (
        <Columns cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack align="center" gap="xs" className={classes.empty}>
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconPhotoOff size={28} aria-hidden="true" />
            </ThemeIcon>
            <Title order={3} size="h4">
              No artworks available
            </Title>
            <Text c="dimmed" ta="center">
              This user hasn't uploaded any artworks yet.
            </Text>
          </Stack>
          <Stack align="center" gap="xs" className={classes.member}>
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconUsersGroup size={28} aria-hidden="true" />
            </ThemeIcon>
            <Title order={3} size="h4">
              Member
            </Title>
            <Text c="gray.7" ta="center">
              {profile.name} is a member of The Fair Trade Art Gallery community.
            </Text>
          </Stack>
        </Columns>
      )}
    </section>
  );
}

export function ProfilePage({
  profile,
  isSelf = false,
}: {
  profile: PublicProfile;
  isSelf?: boolean;
}) {
  return (
    <Stack gap={48} pb="xl">
      <ProfileHeader profile={profile} isSelf={isSelf} />
      <ProfileArtworks profile={profile} />
    </Stack>
  );
}

export function ProfileNotFound() {
  return (
    <Stack align="center" gap="lg" className={layout.roomy} px="md">
      <ThemeIcon size={88} radius={44} variant="light" color="gray">
        <IconUserCircle size={48} stroke={1.4} aria-hidden="true" />
      </ThemeIcon>
      <Stack align="center" gap="xs">
        <Title order={1} ta="center">
          Profile Not Found
        </Title>
        <Text c="gray.7" ta="center" maw={480} size="lg">
          We couldn't find this member. The link may be mistyped, or the account may have been
          closed.
        </Text>
      </Stack>
      <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
        Return Home
      </Button>
    </Stack>
  );
}
