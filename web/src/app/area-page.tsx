/**
 * A page inside a signed-in area (issue 46): its own Suspense boundary, keyed by route, so a
 * navigation to a page whose code has not arrived keeps the area's header and sidebar and shows
 * the page's skeleton, instead of holding the old screen silently. The skeleton itself comes from
 * the area (areas.tsx) through context: this module is part of the route table, which the landing
 * loads, and must not bring the design system with it.
 */
import { Suspense, createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { SkeletonShape } from '../ui/skeleton/shapes';
import { LoadingScreen } from '../ui/loading-screen';

/** The skeleton an area draws for its pages (none outside an area: the loading screen). */
export const AreaSkeleton = createContext<ComponentType<{ shape: SkeletonShape }> | null>(null);

export function AreaPage({ shape, children }: { shape: SkeletonShape; children: ReactNode }) {
  const Skeleton = useContext(AreaSkeleton);
  return <Suspense fallback={Skeleton ? <Skeleton shape={shape} /> : <LoadingScreen />}>{children}</Suspense>;
}
