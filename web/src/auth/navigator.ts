// Navigation from outside React (the session's transitions, the Apollo auth link): a bridge
// inside the router (SessionBridge) registers the router's navigate here; before that, or
// without a router, the whole page moves.

export interface Navigator {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  currentPath(): string;
}

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = null;
  };
}

export function currentPath(): string {
  return navigator?.currentPath() ?? window.location.pathname + window.location.search + window.location.hash;
}

export function go(to: string, options?: { replace?: boolean; state?: unknown }): void {
  if (navigator) navigator.navigate(to, options);
  else window.location.assign(to);
}
