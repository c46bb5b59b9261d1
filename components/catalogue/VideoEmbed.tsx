'use client';
/**
 * The product video as a click-to-play facade: the YouTube player (a privacy-enhanced embed,
 * about a megabyte of third-party script) loads only when the visitor asks for it, then starts
 * playing at once. The button is replaced by the player, so the focus moves to the player's frame
 * (not to <body>, WCAG 2.4.3): the keyboard user goes on from there.
 */
import { useEffect, useRef, useState } from 'react';
import styles from './product.module.css';

export function VideoEmbed({ src, title }: { src: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <div className={styles.video}>
        <iframe
          ref={player}
          src={`${src}?autoplay=1`}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className={styles.video}>
      <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
        <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
          <path
            fill="#b3261e"
            d="M66.5 7.7a8.6 8.6 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.6 8.6 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.6 8.6 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.6 8.6 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3"
          />
          <path fill="#fff" d="m27 34 18-10-18-10z" />
        </svg>
        <span>Spill av {title.charAt(0).toLowerCase() + title.slice(1)}</span>
      </button>
    </div>
  );
}
