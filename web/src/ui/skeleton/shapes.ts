/**
 * The few skeleton shapes a screen can take while it loads (issue 46). No design system here, so
 * the route table names a page's shape without loading Chakra on the landing.
 */
export type SkeletonShape = 'list' | 'board' | 'form' | 'detail';
