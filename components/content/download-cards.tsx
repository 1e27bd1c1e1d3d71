import { formatBytes } from "@/components/careers/resume-checks.ts";
import type { DownloadCard } from "@/lib/storefront/content-pages.ts";
import styles from "./download-cards.module.css";

/** Brochures to download: cover, title, what it is, and the file's type and size on the link. */
/** `texts`: "Added {date}" and "Download" in the page's language (messages ContentDownloads). */
export function DownloadCards({ downloads, texts }: { downloads: DownloadCard[]; texts: { added: string; download: string } }) {
  return (
    <ul className={styles.grid}>
      {downloads.map((d) => (
        <li key={d.id} className={styles.card}>
          {d.thumbnail ? <img src={d.thumbnail} alt="" width={600} height={800} loading="lazy" className={styles.cover} /> : <span className={styles.cover} aria-hidden="true" />}
          <div className={styles.body}>
            <h2 className={styles.title}>{d.title}</h2>
            {d.description && <p className={styles.description}>{d.description}</p>}
            <p className={styles.meta}>{texts.added.replace("{date}", d.added)}</p>
            <a href={d.file} download className={styles.link}>
              {texts.download}
              <span className="visually-hidden"> {d.title}</span>
              <span className={styles.file}>
                {d.fileType} · {formatBytes(d.fileSize)}
              </span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
