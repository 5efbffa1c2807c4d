import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `milliseconds` (SPEC §5: 275 ms on /register, 500 ms
 * on /embeddedregister), so messages do not flicker under the field while the person types.
 */
export function useDebouncedValue<T>(value: T, milliseconds: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), milliseconds);
    return () => clearTimeout(timer);
  }, [value, milliseconds]);
  return settled;
}
