// /admin/tag: the tags, with key and one column per label language.
import { refetchQuietly } from '../../apollo/refetchQuietly';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminTagFragment, AdminTagsDocument, DeleteTagDocument } from '../../gql/graphql';
import { AdminResourcePage } from './AdminResourcePage';
import type { AdminColumns } from './AdminTable';
import { TagEditor } from './TagEditor';
import { labelColumns, keyColumn } from './columns';
import { languageColumns } from './labels';
import { removeFromCache } from './cacheUpdates';

export function TagsAdmin() {
  const { t } = useTranslation('admin');
  const { data, error, refetch } = useQuery(AdminTagsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteTag] = useMutation(DeleteTagDocument, {
    update: (cache, { data: deleted }) => deleted && removeFromCache(cache, deleted.deleteTag),
  });
  const items = data?.tags;
  const languages = useMemo(() => languageColumns(items ?? []), [items]);
  const columns = useMemo<AdminColumns<AdminTagFragment>>(
    () => [keyColumn(t), ...labelColumns<AdminTagFragment>(t, languages)],
    [t, languages],
  );
  const retry = () => refetchQuietly(refetch);

  return (
    <AdminResourcePage
      kind="tags"
      items={items}
      error={error}
      onRetry={retry}
      columns={columns}
      onDelete={(item) => deleteTag({ variables: { id: item.id } })}
      renderEditor={({ item, close }) => (
        <TagEditor item={item} items={items ?? []} languages={languages} close={close} onGone={retry} />
      )}
    />
  );
}
