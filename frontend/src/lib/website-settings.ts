import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface WebsiteSettings {
  logoUrl: string | null;
  smtpHost?: string;
  smtpPort?: string;
  smtpUser?: string;
  hasSmtpPass?: boolean;
  smtpFrom?: string;
  ringRequestEmails?: string;
}

export const websiteSettingsKey = ['website-settings'] as const;

/** Public part (the logo) for everyone; admins also get the SMTP fields, never the password. */
export function useWebsiteSettings() {
  return useQuery({
    queryKey: websiteSettingsKey,
    queryFn: () => api.get<WebsiteSettings>('/api/website-settings'),
  });
}
