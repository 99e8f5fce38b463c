import { Box } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { imageUrl } from "~/features/media";

/** A small 4:3 artwork picture, or a placeholder when there is none. */
export function Thumbnail({ imageKey, size = 64 }: { imageKey: string | null; size?: number }) {
  const height = Math.round((size * 3) / 4);
  return (
    <Box
      w={size}
      h={height}
      bg="gray.1"
      style={{ flex: "none", borderRadius: "var(--mantine-radius-sm)", overflow: "hidden" }}
    >
      {imageKey ? (
        <img
          src={imageUrl(imageKey, "thumbnail")}
          alt=""
          width={size}
          height={height}
          loading="lazy"
          decoding="async"
          style={{ objectFit: "cover", width: "100%", height: "100%", display: "block" }}
        />
      ) : (
        <Box c="gray.6" h="100%" style={{ display: "grid", placeItems: "center" }}>
          <IconPhoto size={22} aria-hidden />
        </Box>
      )}
    </Box>
  );
}
