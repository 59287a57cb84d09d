import { useState } from 'react';

/**
 * The value, or while it is null the last non-null one: lets a dialog keep showing its record
 * during the closing animation.
 */
export function useLastNonNull<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
