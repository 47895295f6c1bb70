// /admin/company: the companies, with key (beside the logo), icon name, link and one column
// per label language.
import { refetchQuietly } from '../../apollo/refetchQuietly';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookPath } from '../../app/paths';
import { type AdminCompanyFragment, AdminCompaniesDocument, DeleteCompanyDocument } from '../../gql/graphql';
import { ExternalLink } from '../../components/ExternalLink';
import { AdminResourcePage } from './AdminResourcePage';
import type { AdminColumns } from './AdminTable';
import { CompanyEditor } from './CompanyEditor';
import { CompanyLogo } from './CompanyLogo';
import { removeFromCache } from './cacheUpdates';
import { labelColumns } from './columns';
import { languageColumns } from './labels';
import type { AdminT } from './schemas';

const NO_ICONS: readonly string[] = [];

function companyColumns(t: AdminT, languages: readonly string[]): AdminColumns<AdminCompanyFragment> {
  return [
    {
      id: 'key',
      header: t('columns.key'),
      cell: (item) => (
        <span className="flex min-w-0 items-center gap-3">
          <CompanyLogo icon={item.icon} />
          <code className="font-mono text-[13px] break-all">{item.key}</code>
        </span>
      ),
      className: 'min-w-40',
    },
    {
      id: 'icon',
      header: t('columns.icon'),
      cell: (item) => <code className="font-mono text-[13px] text-slate-600 dark:text-slate-400">{item.icon}</code>,
    },
    {
      id: 'link',
      header: t('columns.link'),
      cell: (item) => <CompanyLink link={item.link} />,
      className: 'max-w-64',
    },
    ...labelColumns<AdminCompanyFragment>(t, languages),
  ];
}

function CompanyLink({ link }: { link: string | null }) {
  const { t } = useTranslation('admin');
  if (!link) return <span className="text-slate-500 dark:text-slate-400">{t('columns.noLink')}</span>;
  if (/^https?:\/\//.test(link)) {
    return (
      <ExternalLink
        href={link}
        className="inline-flex max-w-full items-center gap-1 rounded text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
      >
        <span className="truncate">{link.replace(/^https?:\/\//, '')}</span>
      </ExternalLink>
    );
  }
  // a book link (a company guide)
  return (
    <Link
      to={bookPath(link)}
      className="rounded font-mono text-[13px] text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400"
    >
      {bookPath(link)}
    </Link>
  );
}

export function CompaniesAdmin() {
  const { t } = useTranslation('admin');
  const { data, error, refetch } = useQuery(AdminCompaniesDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteCompany] = useMutation(DeleteCompanyDocument, {
    update: (cache, { data: deleted }) => deleted && removeFromCache(cache, deleted.deleteCompany),
  });
  const items = data?.companies;
  const icons = data?.companyIcons ?? NO_ICONS;
  const languages = useMemo(() => languageColumns(items ?? []), [items]);
  const columns = useMemo(() => companyColumns(t, languages), [t, languages]);
  const retry = () => refetchQuietly(refetch);

  return (
    <AdminResourcePage
      kind="companies"
      items={items}
      error={error}
      onRetry={retry}
      columns={columns}
      onDelete={(item) => deleteCompany({ variables: { id: item.id } })}
      renderEditor={({ item, close }) => (
        <CompanyEditor
          item={item}
          items={items ?? []}
          languages={languages}
          icons={icons}
          close={close}
          onGone={retry}
        />
      )}
    />
  );
}
