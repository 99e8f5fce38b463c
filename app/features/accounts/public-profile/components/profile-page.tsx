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
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import { ArtworkCard } from "~/features/catalogue/ui";
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
    <a
      href={href}
      {...EXTERNAL}
      className={classes.social}
      title={label}
      aria-label={`${label} (opens in a new tab)`}
    >
      <Icon size={20} stroke={1.6} aria-hidden="true" />
    </a>
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
        <div className={`${layout.stack} ${classes.identity}`}>
          <div className={`${layout.row} ${classes.nameLine}`}>
            <h1 id="profile-name" className={`${text.title} ${classes.name}`}>
              {profile.name}
            </h1>
            <Badge variant="light" color="teal" size="lg" className={classes.badge}>
              <IconUserCircle size={14} aria-hidden="true" />
              Member
            </Badge>
          </div>
          <div className={`${layout.row} ${classes.facts}`}>
            {profile.fullName ? <p className={classes.fact}>@{profile.handle}</p> : null}
            {profile.location ? (
              <div className={classes.place}>
                <IconMapPin size={18} aria-hidden="true" className={classes.factIcon} />
                <p className={classes.fact}>{profile.location}</p>
              </div>
            ) : null}
            <p className={classes.fact}>Member since {profile.memberSince}</p>
          </div>
          {profile.instagramUrl || profile.facebookUrl ? (
            <div className={`${layout.row} ${classes.socials}`}>
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
            </div>
          ) : null}
          <div>
            <MessageMemberButton memberId={profile.id} isSelf={isSelf} />
          </div>
        </div>
      </div>
      {profile.bio ? (
        <div className={classes.bio}>
          <h2 className={`${text.title} ${classes.bioTitle}`}>About</h2>
          <p className={`${text.plain} ${classes.bioText}`}>{profile.bio}</p>
        </div>
      ) : null}
    </section>
  );
}

function ProfileArtworks({ profile }: { profile: PublicProfile }) {
  const allHref = `/search?userId=${encodeURIComponent(profile.id)}`;
  return (
    <section aria-labelledby="profile-artworks">
      <div className={classes.artworksHead}>
        <div className={classes.artworksTitle}>
          <h2 id="profile-artworks" className={`${text.title} ${classes.sectionTitle}`}>
            Artworks
          </h2>
          {profile.availableCount > 0 ? (
            <p className={`${text.plain} ${text.dimmed}`}>
              {profile.availableCount} available {profile.availableCount === 1 ? "work" : "works"}
            </p>
          ) : null}
        </div>
        {profile.availableCount > 0 ? (
          <Link to={allHref} className={classes.viewAll}>
            View all artworks <IconArrowRight size={18} aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {profile.artworks.length > 0 ? (
        <Columns cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {profile.artworks.map((artwork, index) => (
            <ArtworkCard key={artwork.id} artwork={artwork} priority={index < 4} />
          ))}
        </Columns>
      ) : (
        <Columns cols={{ base: 1, md: 2 }} spacing="lg">
          <div className={`${layout.stack} ${classes.card} ${classes.empty}`}>
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconPhotoOff size={28} aria-hidden="true" />
            </ThemeIcon>
            <h3 className={`${text.title} ${text.h4}`}>No artworks available</h3>
            <p className={`${text.plain} ${text.dimmed}`}>
              This user hasn't uploaded any artworks yet.
            </p>
          </div>
          <div className={`${layout.stack} ${classes.card} ${classes.member}`}>
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconUsersGroup size={28} aria-hidden="true" />
            </ThemeIcon>
            <h3 className={`${text.title} ${text.h4}`}>Member</h3>
            <p className={`${text.plain} ${classes.muted}`}>
              {profile.name} is a member of The Fair Trade Art Gallery community.
            </p>
          </div>
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
    <div className={`${layout.stack} ${classes.page}`}>
      <ProfileHeader profile={profile} isSelf={isSelf} />
      <ProfileArtworks profile={profile} />
    </div>
  );
}

export function ProfileNotFound() {
  return (
    <div className={`${layout.stack} ${layout.roomy} ${classes.notFound}`}>
      <ThemeIcon size={88} radius={44} variant="light" color="gray">
        <IconUserCircle size={48} stroke={1.4} aria-hidden="true" />
      </ThemeIcon>
      <div className={`${layout.stack} ${classes.notFoundText}`}>
        <h1 className={`${text.title} ${text.h1}`}>Profile Not Found</h1>
        <p className={`${text.plain} ${text.lg} ${classes.muted} ${classes.notFoundLead}`}>
          We couldn't find this member. The link may be mistyped, or the account may have been
          closed.
        </p>
      </div>
      <Button to="/" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
        Return Home
      </Button>
    </div>
  );
}
