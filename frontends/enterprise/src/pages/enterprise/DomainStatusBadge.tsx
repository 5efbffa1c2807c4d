import { Badge } from '@fluentui/react-badge';
import { useTranslation } from 'react-i18next';
import type { EnterpriseDomain } from '../../transport/enterprise-transport';

const COLOR = { Verifying: 'warning', Verified: 'success', Failed: 'danger' } as const;

/** SPEC §4 domain status: Verifying, Verified or Failed. */
export function DomainStatusBadge({ status }: { status: EnterpriseDomain['status'] }) {
  const { t } = useTranslation('enterprise');
  return (
    <Badge appearance="tint" color={COLOR[status]}>
      {t(`domains.status.${status}`)}
    </Badge>
  );
}
