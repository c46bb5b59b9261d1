'use client';
/**
 * SvgDealerMap loaded on demand (its outline is the largest part of the finder's script), with the
 * same 'Laster kart...' box as the Google map while it loads.
 */
import dynamic from 'next/dynamic';
import styles from './dealers.module.css';

export const LazySvgDealerMap = dynamic(() => import('./SvgDealerMap').then((m) => m.SvgDealerMap), {
  ssr: false,
  loading: () => (
    <div className={styles.mapBox}>
      <p className={styles.mapMessage}>Laster kart...</p>
    </div>
  ),
});
