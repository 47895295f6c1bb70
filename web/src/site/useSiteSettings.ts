// The operator's site settings (the server's content/site.yaml), asked once and kept in Apollo's
// cache: links, donation channels and donations, testimonials, the author's word, the
// coming-soon date and the learners' rating. While they load, and for anything not configured,
// the values are empty and the pages leave those parts out.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { type SiteSettingsQuery, SiteSettingsDocument } from '../gql/graphql';

export type SiteSettings = SiteSettingsQuery['siteSettings'];

/** links derived from the repository, when one is configured */
export interface RepositoryLinks {
  repository: string;
  issues: string;
  newIssue: string;
  discussions: string;
}

export function repositoryLinks(repositoryUrl: string | null | undefined): RepositoryLinks | null {
  if (!repositoryUrl) return null;
  const repository = repositoryUrl.replace(/\/+$/, '');
  return {
    repository,
    issues: `${repository}/issues`,
    newIssue: `${repository}/issues/new/choose`,
    discussions: `${repository}/discussions`,
  };
}

export function useSiteSettings(): { settings: SiteSettings | null; links: RepositoryLinks | null; loading: boolean } {
  const { data, loading } = useQuery(SiteSettingsDocument, { fetchPolicy: 'cache-first' });
  const settings = data?.siteSettings ?? null;
  const links = useMemo(() => repositoryLinks(settings?.repositoryUrl), [settings?.repositoryUrl]);
  return { settings, links, loading };
}
