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
import { type CSSProperties, type ReactNode, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { Progress } from "~/components/progress";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
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
    <div className={classes.detail}>
      <span className={classes.detailIcon} aria-hidden="true">
        {icon}
      </span>
      <div className={classes.detailText}>
        <p className={`${text.plain} ${text.xs} ${text.dimmed} ${text.medium}`}>{label}</p>
        <p className={`${text.plain} ${text.sm} ${classes.wrap}`}>{children}</p>
      </div>
    </div>
  );
}

function ProfileDetails({ profile }: { profile: OwnProfile }) {
  const instagram = instagramUrl(profile.instagramHandle);
  return (
    <div className={`${layout.paper} ${layout.panel}`}>
      <div className={layout.stack} style={{ "--gap": "var(--spacing-lg)" } as CSSProperties}>
        <div className={layout.stack} style={{ "--gap": "6px" } as CSSProperties}>
          <h2 className={`${text.title} ${text.h4}`}>About</h2>
          {profile.bio ? (
            <p className={`${text.plain} ${classes.bio}`}>{profile.bio}</p>
          ) : (
            <p className={`${text.plain} ${text.dimmed}`}>
              Nothing here yet. Use Edit Profile to tell others about yourself.
            </p>
          )}
        </div>
        <hr className={classes.divider} />
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
                <a className={link.link} href={instagram} {...EXTERNAL}>
                  @{profile.instagramHandle}
                </a>
              ) : (
                "Not set"
              )}
            </Detail>
          </div>
          <div>
            <Detail icon={<IconBrandFacebook size={18} />} label="Facebook">
              {profile.facebookProfileUrl ? (
                <a className={link.link} href={profile.facebookProfileUrl} {...EXTERNAL}>
                  Facebook profile
                </a>
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
      </div>
    </div>
  );
}

function Usage({ label, used, max }: { label: string; used: number; max: number }) {
  const percent = max > 0 ? Math.min(100, (used / max) * 100) : 0;
  return (
    <div className={layout.stack} style={{ "--gap": "4px" } as CSSProperties}>
      <p className={`${text.plain} ${text.sm}`}>
        {label}: {used} of {max} used
      </p>
      <Progress
        value={percent}
        color={max > 0 && used >= max ? "orange" : "teal"}
        size="sm"
        label={`${label}: ${used} of ${max} used`}
      />
    </div>
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
    <section aria-labelledby="membership" className={`${layout.paper} ${layout.panel}`}>
      <div className={layout.stack}>
        <h2 className={`${text.title} ${text.h4}`} id="membership">
          Membership
        </h2>
        <div className={`${layout.row} ${layout.between} ${classes.tight}`}>
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>Current plan</p>
          <Badge size="lg">{profile.planName}</Badge>
        </div>
        <div className={`${layout.row} ${layout.between} ${classes.tight}`}>
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>Reveals remaining</p>
          <p className={`${text.plain} ${classes.bold}`}>{profile.currentReveals}</p>
        </div>
        {period ? (
          <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>{periodLine(period)}</p>
        ) : null}
        <Usage label="Artworks" used={profile.artworksUsed} max={profile.maxArtworks} />
        <Usage label="Curator Spaces" used={profile.spacesUsed} max={profile.maxCuratorSpaces} />
        <Button
          to="/subscribe"
          variant="light"
          leftSection={<IconCreditCard size={16} aria-hidden />}
        >
          Change or Cancel Subscription
        </Button>
      </div>
    </section>
  );
}

function AccountActions({ profile, onDelete }: { profile: OwnProfile; onDelete: () => void }) {
  return (
    <section aria-labelledby="account-actions" className={`${layout.paper} ${layout.panel}`}>
      <div className={layout.stack} style={{ "--gap": "var(--spacing-sm)" } as CSSProperties}>
        <h2 className={`${text.title} ${text.h4}`} id="account-actions">
          Account
        </h2>
        {profile.isAdmin ? (
          <Button
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
      </div>
    </section>
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
    <div className={layout.stack} style={{ "--gap": "var(--spacing-xl)" } as CSSProperties}>
      <div className={`${layout.paper} ${classes.header}`}>
        <div className={`${layout.row} ${classes.headerRow}`}>
          <AvatarUpload avatarKey={profile.avatarKey} name={profile.displayName} />
          <div className={`${layout.stack} ${classes.headerText}`}>
            <p className={`${text.plain} ${text.sm} ${text.dimmed} ${text.medium}`}>My Profile</p>
            <h1 className={`${text.title} ${text.h1} ${classes.wrap}`}>{profile.displayName}</h1>
            <div className={`${layout.row} ${classes.handleRow}`}>
              <p className={`${text.plain} ${text.dimmed}`}>@{profile.handle}</p>
              <Badge>{profile.planName}</Badge>
            </div>
          </div>
          {editing ? null : (
            <Button to="/profile?edit" leftSection={<IconEdit size={16} aria-hidden />}>
              Edit Profile
            </Button>
          )}
        </div>
      </div>

      <div className={classes.layout}>
        <div className={classes.main}>
          {editing ? (
            <ProfileEditForm profile={profile} serverErrors={result?.fieldErrors} />
          ) : (
            <ProfileDetails profile={profile} />
          )}
        </div>
        <div className={classes.aside}>
          <div className={layout.stack} style={{ "--gap": "var(--spacing-lg)" } as CSSProperties}>
            <Membership profile={profile} period={period} />
            <AccountActions profile={profile} onDelete={() => setDeleting(true)} />
          </div>
        </div>
      </div>

      <Purchases purchases={purchases} />
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
