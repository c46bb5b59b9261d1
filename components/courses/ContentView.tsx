/**
 * One content item of a module (docs/product.md: Module): sanitised text, a video (YouTube as a
 * click-to-play facade, else the file), an audio file with its text version, or an image.
 * Rendered inside CourseDetail's client island.
 */
import Image from 'next/image';
import { VideoEmbed } from '@/components/catalogue/VideoEmbed';
import { youtubeEmbedUrl } from '@/lib/catalogue/video';
import type { PublicContent } from '@/lib/courses/service';
import styles from './courses.module.css';

/** The icon of a content tab by content type, and of the quiz tab. */
export const CONTENT_ICONS: Record<string, string[]> = {
  text: ['M4 5h16v2H4zm0 6h16v2H4zm0 6h10v2H4z'],
  video: ['M8 5v14l11-7z'],
  audio: ['M12 3v10.55A4 4 0 1 0 14 17V7h4V3z'],
  image: ['M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2M8.5 13.5l2.5 3 3.5-4.5 4.5 6H5z'],
  quiz: [
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m1 17h-2v-2h2zm2.07-7.75-.9.92C13.45 12.9 13 13.5 13 15h-2v-.5c0-1.1.45-2.1 1.17-2.83l1.24-1.26A2 2 0 1 0 10 9H8a4 4 0 1 1 7.07 2.25',
  ],
};

export function ContentView({ item }: { item: PublicContent }) {
  if (item.contentType === 'text' && 'html' in item) {
    return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: item.html }} />;
  }
  if (item.contentType === 'video' && 'url' in item) {
    const youtubeId = 'youtubeId' in item ? item.youtubeId : null;
    return (
      <>
        {youtubeId ? (
          <VideoEmbed src={youtubeEmbedUrl(youtubeId)} title={`Video: ${item.title}`} />
        ) : (
          <video className={styles.media} src={item.url} controls preload="metadata" aria-label={item.title} />
        )}
        {item.caption && <p className={styles.small}>{item.caption}</p>}
      </>
    );
  }
  if (item.contentType === 'audio' && 'url' in item) {
    return (
      <>
        <audio src={item.url} controls preload="metadata" aria-label={item.title} />
        {item.caption && (
          <details>
            <summary>Tekstversjon</summary>
            <p>{item.caption}</p>
          </details>
        )}
      </>
    );
  }
  if (item.contentType === 'image' && 'url' in item) {
    return <Image className={styles.media} src={item.url} alt={item.caption ?? item.title} width={1200} height={675} />;
  }
  return <p>Innholdstypen støttes ikke.</p>;
}
