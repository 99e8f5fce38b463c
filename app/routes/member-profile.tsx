import { data, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { isOwnProfile, profileDescription } from "~/features/accounts";
import { getViewer, publicProfile } from "~/features/accounts/index.server";
import { ProfileNotFound, ProfilePage } from "~/features/accounts/ui";
import { imageUrl } from "~/features/media";
import { env } from "~/lib/env.server";
import { absoluteUrl, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/member-profile";

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const origin = loaderData?.origin ?? "";
  const path = `/profile/${params.userId}`;
  const profile = loaderData?.profile;
  if (!profile) {
    return seoMeta({
      title: "Profile Not Found",
      description: "This member could not be found.",
      origin,
      path,
      noIndex: true,
    });
  }
  const cover = profile.avatarKey ?? profile.artworks[0]?.mainImageKey ?? null;
  const image = cover ? imageUrl(cover, "large") : null;
  const description = profileDescription(
    profile.name,
    profile.bio,
    profile.location,
    profile.availableCount,
  );
  const sameAs = [profile.instagramUrl, profile.facebookUrl].filter(Boolean);
  return seoMeta({
    title: profile.name,
    description,
    origin,
    path,
    type: "profile",
    image,
    imageAlt: profile.avatarKey ? `Photo of ${profile.name}` : profile.artworks[0]?.title,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: absoluteUrl(origin, path),
      mainEntity: {
        "@type": "Person",
        name: profile.name,
        alternateName: profile.handle,
        description,
        ...(image ? { image: absoluteUrl(origin, image) } : {}),
        ...(sameAs.length > 0 ? { sameAs } : {}),
      },
    },
  });
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const profile = await publicProfile(db(), params.userId, viewer?.id);
  const origin = env().APP_URL;
  const isSelf = isOwnProfile(viewer, profile?.id);
  return data({ profile, origin, isSelf }, { status: profile ? 200 : 404 });
}

export default function MemberProfile() {
  const { profile, isSelf } = useLoaderData<typeof loader>();
  return profile ? <ProfilePage profile={profile} isSelf={isSelf} /> : <ProfileNotFound />;
}
