import { AddSaml1795271219323 } from './1795271219323-AddSaml';
import { AddDomainVerificationDeadline1795267355133 } from './1795267355133-AddDomainVerificationDeadline';
import { AddHandOff1795266738930 } from './1795266738930-AddHandOff';
import { AddRegistration1795267301347 } from './1795267301347-AddRegistration';
import { AddMagicCodes1795261694374 } from './1795261694374-AddMagicCodes';
import { AddSocialIdentities1795271298228 } from './1795271298228-AddSocialIdentities';
import { AddUserTokens1795261908350 } from './1795261908350-AddUserTokens';
import { AddUserSearchIndexes1795271722362 } from './1795271722362-AddUserSearchIndexes';
import { AddUserSearchTrigrams1795277299867 } from './1795277299867-AddUserSearchTrigrams';
import { AddSamlSigningKeysAndSessions1795277398895 } from './1795277398895-AddSamlSigningKeysAndSessions';
import { Init1795256742408 } from './1795256742408-Init';
import { AddUserSearchByDomain1795668957214 } from './1795668957214-AddUserSearchByDomain';
import { AddHandOffState1795757922703 } from './1795757922703-AddHandOffState';
import { SamlBrowserBindingAndSha1OptIn1795758181001 } from './1795758181001-SamlBrowserBindingAndSha1OptIn';
import { BoundImpersonations1795758500000 } from './1795758500000-BoundImpersonations';
import { SealWebhookSecrets1795758600000 } from './1795758600000-SealWebhookSecrets';
import { AddJobLeases1795785351488 } from './1795785351488-AddJobLeases';
import { AddOidcClientSettings1795800000000 } from './1795800000000-AddOidcClientSettings';
import { AddOidcPayloads1795800100000 } from './1795800100000-AddOidcPayloads';
import { AddSessionSignInMethodAndOidcSessionLinks1795800200000 } from './1795800200000-AddSessionSignInMethodAndOidcSessionLinks';
import { AddSamlRequestInteraction1795800300000 } from './1795800300000-AddSamlRequestInteraction';
import { AddUserLocaleAndAvatarId1795800400000 } from './1795800400000-AddUserLocaleAndAvatarId';
import { AddOidcPortalImpersonation1795809486201 } from './1795809486201-AddOidcPortalImpersonation';
import { AddSecondFactors1795819997035 } from './1795819997035-AddSecondFactors';
import { AddAuditViewer1795833176550 } from './1795833176550-AddAuditViewer';
import { AddSiteApplicationTranslations1795863400000 } from './1795863400000-AddSiteApplicationTranslations';

/** SQLite migrations, oldest first. A new migration is added here (migration:check fails otherwise). */
export const sqliteMigrations: Array<new () => object> = [Init1795256742408, AddMagicCodes1795261694374, AddUserTokens1795261908350, AddHandOff1795266738930, AddRegistration1795267301347, AddDomainVerificationDeadline1795267355133, AddSocialIdentities1795271298228, AddSaml1795271219323, AddUserSearchIndexes1795271722362, AddUserSearchTrigrams1795277299867, AddSamlSigningKeysAndSessions1795277398895, AddUserSearchByDomain1795668957214, AddHandOffState1795757922703, SamlBrowserBindingAndSha1OptIn1795758181001, BoundImpersonations1795758500000, SealWebhookSecrets1795758600000, AddJobLeases1795785351488, AddOidcClientSettings1795800000000, AddOidcPayloads1795800100000, AddSessionSignInMethodAndOidcSessionLinks1795800200000, AddSamlRequestInteraction1795800300000, AddUserLocaleAndAvatarId1795800400000, AddOidcPortalImpersonation1795809486201, AddSecondFactors1795819997035, AddAuditViewer1795833176550, AddSiteApplicationTranslations1795863400000];
