'use client';
/**
 * A map slot that renders its children once it is within 300 px of the screen ('Laster kart...'
 * until then), so a map's code loads only when it is about to be seen (the finder's map, a store
 * page's map).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './dealers.module.css';

export function MapLoading() {
  return (
    <div className={styles.mapBox}>
      <p className={styles.mapMessage}>Laster kart...</p>
    </div>
  );
}

export function WhenNearScreen({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true); // eslint-disable-line react-hooks/set-state-in-effect -- no observer: load at once
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? (
    children
  ) : (
    <div ref={ref}>
      <MapLoading />
    </div>
  );
}
