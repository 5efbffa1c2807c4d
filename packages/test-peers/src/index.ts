// The real protocol peers of the API and browser e2e suites, each on a free loopback port.
export { publishTxt, startTestDnsServer, type DnsServerOptions, type TestDnsServer } from './dns-server';
export { startSamlIdp, type AnswerOptions, type ResponseValues, type SamlAnswer, type SamlTestUser, type TestSamlIdp } from './saml-idp';
export { samlKeyPem, type SamlKeyFile } from './saml-keys';
export { signedOctets } from './saml-redirect';
export { codeOf, startSmtpInbox, type SmtpDelivery, type SmtpInbox, type SmtpInboxOptions } from './smtp-inbox';
export {
  startSocialProviderServer,
  type ProviderPerson,
  type SocialProviderName,
  type SocialProviderOptions,
  type SocialProviderServer,
} from './social-provider-server';
export { startTcpProxy, type TcpProxy, type TcpProxyMode, type TcpProxyOptions } from './tcp-proxy';
export { startBalancer, type Backend, type Balancer, type BalancerOptions } from './balancer';
export { startRedisServer, type TestRedisServer } from './redis-server';
