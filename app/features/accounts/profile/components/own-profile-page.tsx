import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconCalendar,
  IconCreditCard,
  IconEdit,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconMapPin,
  IconTrash,
} from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import layout from "~/components/layout.module.css";
import { showToast } from "~/components/toast";
import { type AllowancePeriod, periodLine } from "~/features/commerce";
import type { ActionFailure } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";
import {
  instagramUrl,
  type OwnProfile,
  type OwnTransaction,
  PROFILE_MESSAGES,
} from "../own-profile";
import { AvatarUpload } from "./avatar-upload";
import { DeleteAccountDialog } from "./delete-account-dialog";
import classes from "./own-profile-page.module.css";
import { ProfileEditForm } from "./profile-edit-form";
import { Purchases } from "./purchases";

const EXTERNAL = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} aria-hidden style={{ display: "flex" }}>
        {icon}
      </Text>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

function ProfileDetails({ profile }: { profile: OwnProfile }) {
  const instagram = instagramUrl(profile.instagramHandle);
  return (
    <Paper withBorder radius="md" className={layout.panel}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={2} size="h4">
            About
          </Title>
          {profile.bio ? (
            <Text style={{ whiteSpace: "pre-line" }}>{profile.bio}</Text>
          ) : (
            <Text c="dimmed">
              Nothing here yet. Use Edit Profile to tell others about yourself.
            </Text>
          )}
        </Stack>
        <Divider />
        <div className={classes.details}>
          <div>
            <Detail icon={<IconMapPin size={18} />} label="Location">
              {profile.location || "Not set"}
              {profile.zipCode ? ` · ${profile.zipCode}` : ""}
            </Detail>
          </div>
          <div>
            <Detail icon={<IconMail size={18} />} label="Email">
              {profile.email}
            </Detail>
          </div>
          <div>
            <Detail icon={<IconBrandInstagram size={18} />} label="Instagram">
              {instagram ? (
                <Anchor href={instagram} {...EXTERNAL}>
                  @{profile.instagramHandle}
                </Anchor>
              ) : (
                "Not set"
              )}
            </Detail>
          </div>
          <div>
            <Detail icon={<IconBrandFacebook size={18} />} label="Facebook">
              {profile.facebookProfileUrl ? (
                <Anchor href={profile.facebookProfileUrl} {...EXTERNAL}>
                  Facebook profile
                </Anchor>
              ) : (
                "Not set"
              )}
            </Detail>
          </div>
          <div>
            <Detail icon={<IconCalendar size={18} />} label="Member since">
              {profile.memberSince}
            </Detail>
          </div>
        </div>
      </Stack>
    </Paper>
  );
}

function Usage({ label, used, max }: { label: string; used: number; max: number }) {
  const percent = max > 0 ? Math.min(100, (used / max) * 100) : 0;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {label}: {used} of {max} used
      </Text>
      <Progress
        value={percent}
        color={max > 0 && used >= max ? "orange" : "teal"}
        size="sm"
        aria-label={`${label}: ${used} of ${max} used`}
      />
    </Stack>
  );
}

function Membership({
  profile,
  period,
}: {
  profile: OwnProfile;
  period?: AllowancePeriod | null | undefined;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="membership"
      withBorder
      radius="md"
      className={layout.panel}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="membership">
          Membership
        </Title>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            Current plan
          </Text>
          <Badge size="lg" variant="light">
            {profile.planName}
          </Badge>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            Reveals remaining
          </Text>
          <Text fw={700}>{profile.currentReveals}</Text>
        </Group>
        {period ? (
          <Text size="sm" c="dimmed">
            {periodLine(period)}
          </Text>
        ) : null}
        <Usage label="Artworks" used={profile.artworksUsed} max={profile.maxArtworks} />
        <Usage label="Curator Spaces" used={profile.spacesUsed} max={profile.maxCuratorSpaces} />
        <Button
          component={Link}
          to="/subscribe"
          variant="light"
          leftSection={<IconCreditCard size={16} aria-hidden />}
        >
          Change or Cancel Subscription
        </Button>
      </Stack>
    </Paper>
  );
}

function AccountActions({ profile, onDelete }: { profile: OwnProfile; onDelete: () => void }) {
  return (
    <Paper
      component="section"
      aria-labelledby="account-actions"
      withBorder
      radius="md"
      className={layout.panel}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="account-actions">
          Account
        </Title>
        {profile.isAdmin ? (
          <Button
            component={Link}
            to="/admin/dashboard"
            variant="default"
            leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          >
            Admin Dashboard
          </Button>
        ) : null}
        <Form method="post" action="/logout">
          <Button
            type="submit"
            variant="default"
            fullWidth
            leftSection={<IconLogout size={16} aria-hidden />}
          >
            Sign Out
          </Button>
        </Form>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
        >
          Delete Account
        </Button>
      </Stack>
    </Paper>
  );
}

/** /profile: the signed-in member's own profile, its edit mode, photo, plan and account actions. */
export function OwnProfilePage({
  profile,
  purchases,
  period,
  editing,
  result,
}: {
  profile: OwnProfile;
  purchases: OwnTransaction[];
  period?: AllowancePeriod | null | undefined;
  editing: boolean;
  /** The edit form's answer when it failed. */
  result?: ActionFailure | undefined;
}) {
  const [deleting, setDeleting] = useState(false);

  const navigation = useNavigation();
  useActionResult({ state: navigation.state, data: result }, (answer) => {
    if (!answer.ok) showToast(PROFILE_MESSAGES.updateFailed, "red", "Close");
  });

  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" className={classes.header}>
        <Group gap="xl" align="center" wrap="wrap">
          <AvatarUpload avatarKey={profile.avatarKey} name={profile.displayName} />
          <Stack gap={6} style={{ flex: "1 1 260px", minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={500}>
              My Profile
            </Text>
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {profile.displayName}
            </Title>
            <Group gap="sm">
              <Text c="dimmed">@{profile.handle}</Text>
              <Badge variant="light">{profile.planName}</Badge>
            </Group>
          </Stack>
          {editing ? null : (
            <Button
              component={Link}
              to="/profile?edit"
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              Edit Profile
            </Button>
          )}
        </Group>
      </Paper>

      <div className={classes.layout}>
        <div className={classes.main}>
          {editing ? (
            <ProfileEditForm profile={profile} serverErrors={result?.fieldErrors} />
          ) : (
            <ProfileDetails profile={profile} />
          )}
        </div>
        <div className={classes.aside}>
          <Stack gap="lg">
            <Membership profile={profile} period={period} />
            <AccountActions profile={profile} onDelete={() => setDeleting(true)} />
          </Stack>
        </div>
      </div>

      <Purchases purchases={purchases} />
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
