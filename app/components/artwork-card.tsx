import { AspectRatio, Badge, Box, Card, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { Link } from "react-router";
import { type ArtworkCardData, priceLine } from "~/features/catalogue";
import { imageUrl } from "~/features/media";
import { NAME_FALLBACKS } from "~/lib/display-name";
import { FavoriteHeart } from "./favorite-button";
import { SupportBadges } from "./support-badges";

/** The artwork card used on the home page, search, and member profiles. */
export function ArtworkCard({
  artwork,
  priority = false,
  note,
}: {
  artwork: ArtworkCardData;
  priority?: boolean;
  /** A short extra line under the price, such as the distance on search results. */
  note?: React.ReactNode;
}) {
  const href = `/artwork/${artwork.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      h="100%"
      component="article"
      aria-label={artwork.title}
    >
      <Box pos="relative">
        <Link to={href} tabIndex={-1} aria-hidden>
          <AspectRatio ratio={4 / 3} bg="gray.1">
            {artwork.mainImageKey ? (
              <img
                src={imageUrl(artwork.mainImageKey, "default")}
                srcSet={`${imageUrl(artwork.mainImageKey, "thumbnail")} 200w, ${imageUrl(artwork.mainImageKey, "default")} 400w, ${imageUrl(artwork.mainImageKey, "card")} 600w`}
                sizes="(max-width: 36em) 100vw, (max-width: 62em) 50vw, 400px"
                width={600}
                height={450}
                alt=""
                loading={priority ? "eager" : "lazy"}
                decoding="async"
                style={{ objectFit: "cover", width: "100%", height: "100%" }}
              />
            ) : (
              <Group justify="center" c="gray.6">
                <IconPhoto size={40} aria-hidden />
              </Group>
            )}
          </AspectRatio>
        </Link>
        <FavoriteHeart
          artworkId={artwork.id}
          isFavorite={artwork.isFavorite}
          title={artwork.title}
          pos="absolute"
          top={10}
          right={10}
        />
        {artwork.manageOwnSales ? (
          <Badge pos="absolute" left={10} top={10} color="dark" variant="filled" size="sm">
            Artist-managed
          </Badge>
        ) : null}
      </Box>
      <Stack gap={6} p="md">
        <Text
          component={Link}
          to={href}
          fw={600}
          size="lg"
          lineClamp={1}
          style={{ textDecoration: "none", color: "inherit" }}
        >
          {artwork.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {artwork.artistName ?? NAME_FALLBACKS.artist} · {artwork.medium}
        </Text>
        <SupportBadges flags={artwork} size="xs" />
        <Text fw={700} c="teal.8">
          {priceLine(artwork.salePriceCents, artwork.leaseDailyRateCents)}
        </Text>
        {note}
      </Stack>
    </Card>
  );
}

export function ArtworkCardSkeleton() {
  return (
    <Card withBorder radius="md" padding={0} aria-hidden>
      <Skeleton height={0} style={{ aspectRatio: "4 / 3", height: "auto" }} radius={0} />
      <Stack gap={8} p="md">
        <Skeleton height={18} width="70%" />
        <Skeleton height={12} width="50%" />
        <Skeleton height={16} width="30%" />
      </Stack>
    </Card>
  );
}
