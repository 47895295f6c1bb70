// `/admin/tag` and `/admin/company` (spec: Admin pages), inside the shared layout. Signed-out
// visitors go to /login; signed-in users who are not administrators see "administrators
// only" (AdminGate); administrators maintain the tags and the companies.
import '../../i18n/namespaces/admin';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../i18n/usePageMeta';
import { AdminGate } from './AdminGate';
import { CompaniesAdmin } from './CompaniesAdmin';
import { TagsAdmin } from './TagsAdmin';

export function TagAdminPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('tags.documentTitle'), t('tags.description'));
  return (
    <AdminGate>
      <TagsAdmin />
    </AdminGate>
  );
}

export function CompanyAdminPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('companies.documentTitle'), t('companies.description'));
  return (
    <AdminGate>
      <CompaniesAdmin />
    </AdminGate>
  );
}
