import type { Metadata } from 'next';
import { AdvisorNotFound } from '@/components/advisor/Advisor';
import { ADVISOR_TEXTS } from '@/lib/catalogue/advisor';

export const metadata: Metadata = { title: ADVISOR_TEXTS.notFoundTitle, robots: { index: false } };

/** A path that names no step of the Produktveileder (an unknown material, place or goal): 404. */
export default function AdvisorStepNotFound() {
  return <AdvisorNotFound />;
}
