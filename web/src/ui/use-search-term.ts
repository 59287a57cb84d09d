import { useEffect, useState } from 'react';
import { searchTermOf } from '@solarcred/domain/integrator-search';

/** A search runs once typing pauses this long: every query is billed, keystrokes are not worth one each. */
const SEARCH_PAUSE_MS = 250;

/** The typed search, once typing pauses, as the token the server looks up ('' at once for none). */
export function useSearchTerm(query: string): string {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const next = searchTermOf(query);
    if (next === '') {
      setTerm('');
      return;
    }
    const timer = setTimeout(() => setTerm(next), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  return term;
}
