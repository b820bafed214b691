export {
  getPublicSettings,
  loadPublicSettings,
  setPublicSettings,
  usePublicSettings,
} from './public-settings.ts';
export { getRuntimeConfig, loadRuntimeConfig, useRuntimeConfig } from './runtime-config.ts';
export {
  PrerenderedSupportContacts,
  supportChatHref,
  supportEmailHref,
  useSupportContacts,
  type SupportContacts,
} from './support-contacts.ts';
