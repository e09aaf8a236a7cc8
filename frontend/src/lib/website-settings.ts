import type { WebsiteSettings } from '@et/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { sessionKeys } from './session-keys';

/** Public part (the logo) for everyone; admins also get the SMTP fields, never the password. */
export function useWebsiteSettings() {
  return useQuery({
    queryKey: sessionKeys.websiteSettings,
    queryFn: () => api.get<WebsiteSettings>('/api/website-settings'),
  });
}
