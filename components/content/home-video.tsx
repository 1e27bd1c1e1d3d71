"use client";
// The workshop video: the poster shows at once; the video file is attached only when the player comes
// near the screen, so the landing page does not download it for shoppers who never scroll there.
import { useEffect, useRef, useState } from "react";
import styles from "./home-video.module.css";

export interface HomeVideoProps {
  title: string;
  /** Site-relative paths. */
  video: string;
  poster: string | null;
}

export function HomeVideo({ title, video, poster }: HomeVideoProps) {
  const player = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = player.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <figure className={styles.figure}>
      {/* biome-ignore lint/a11y/useMediaCaption: staff upload a video without a captions file; the figure's caption names it */}
      <video
        ref={player}
        className={styles.video}
        controls
        playsInline
        preload={near ? "metadata" : "none"}
        poster={poster ?? undefined}
        width={1280}
        height={720}
        src={near ? video : undefined}
        aria-label={title}
      />
      <figcaption className={styles.caption}>
        {title} · <a href={video}>Download the video</a>
      </figcaption>
    </figure>
  );
}
