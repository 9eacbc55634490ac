// True once React has hydrated the page. Forms that only work with JavaScript keep their submit
// button disabled until then, so an early click never posts the form natively (a 405 page).
import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
