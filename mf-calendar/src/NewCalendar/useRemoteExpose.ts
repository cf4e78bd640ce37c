import { useEffect, useState } from 'react';
import { loadRemoteExpose } from '@portal/shared/react';

/** A module another remote exposes (loaded through the shell's federation runtime, never copied). */
export function useRemoteExpose<T>(remote: string, expose: string): { module: T | null; error: unknown } {
  const [state, setState] = useState<{ module: T | null; error: unknown }>({ module: null, error: null });
  useEffect(() => {
    let live = true;
    loadRemoteExpose<T>(remote, expose).then(
      (module) => live && setState({ module, error: null }),
      (error: unknown) => live && setState({ module: null, error }),
    );
    return () => {
      live = false;
    };
  }, [remote, expose]);
  return state;
}
