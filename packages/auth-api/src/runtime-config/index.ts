export { getRuntimeConfig, loadRuntimeConfig, useRuntimeConfig } from './runtime-config.ts';
export {
  PrerenderedSupportContacts,
  supportChatHref,
  supportEmailHref,
  useSupportContacts,
  type SupportContacts,
} from './support-contacts.ts';
