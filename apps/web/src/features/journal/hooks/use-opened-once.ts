import { useState } from 'react';

/**
 * True from the first time `open` is: a dialog whose code loads on first use mounts then and
 * stays mounted, so it keeps closing as Radix closes it (focus back on what opened it).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
