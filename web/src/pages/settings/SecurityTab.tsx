// The security tab: its cards, each in its own file — password (./PasswordCard), two-step
// verification (./TwoFactorCard), linked accounts (./LinkedAccountsCard), personal access
// tokens for tools (./ApiTokensCard) and the danger zone (./DangerZoneCard).
import type { SettingsUserFragment } from '../../gql/graphql';
import { ApiTokensCard } from './ApiTokensCard';
import { DangerZoneCard } from './DangerZoneCard';
import { LinkedAccountsCard } from './LinkedAccountsCard';
import { PasswordCard } from './PasswordCard';
import { TwoFactorCard } from './TwoFactorCard';

export function SecurityTab({
  user,
  providers,
  refetch,
}: {
  user: SettingsUserFragment;
  providers: readonly string[];
  refetch: () => Promise<unknown>;
}) {
  return (
    <>
      <PasswordCard user={user} />
      <TwoFactorCard user={user} refetch={refetch} />
      <LinkedAccountsCard user={user} providers={providers} />
      <ApiTokensCard />
      <DangerZoneCard user={user} />
    </>
  );
}
