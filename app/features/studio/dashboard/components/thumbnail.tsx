import { IconPhoto } from "@tabler/icons-react";
import { imageUrl } from "~/features/media";
import classes from "./dashboard.module.css";

/** A small 4:3 artwork picture, or a placeholder when there is none. */
export function Thumbnail({ imageKey, size = 64 }: { imageKey: string | null; size?: number }) {
  const height = Math.round((size * 3) / 4);
  return (
    <div className={classes.thumbnail} style={{ width: size, height }}>
      {imageKey ? (
        <img
          src={imageUrl(imageKey, "thumbnail")}
          alt=""
          width={size}
          height={height}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <IconPhoto size={22} aria-hidden />
      )}
    </div>
  );
}
