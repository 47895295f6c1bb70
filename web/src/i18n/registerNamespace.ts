// Adds a page's catalogue (both languages) to i18next. Called at the top level of the
// page's namespace module, so the texts arrive with the page's lazily loaded chunk and are
// present before its first render.
import i18n from './i18n';
import type { AppLocale } from './locale';

export function registerNamespace<T extends object>(ns: string, bundles: Record<AppLocale, T>): void {
  for (const [lng, resources] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, resources, true, true);
  }
}
