import type { MessageMailsAnswer, SendMessageBody, UnreadCountAnswer, UserMessage } from '@et/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefresh } from '../../../lib/refresh';
import { messagesKeys } from './keys';

/** GET /api/messages: the own messages, newest first; kept fresh by MESSAGES_CHANGED over /ws. */
export function useMessages() {
  return useQuery({ queryKey: messagesKeys.list, queryFn: () => api.get<UserMessage[]>('/api/messages') });
}

/** GET /api/messages/unread/count, only while signed in; /ws replaces the spec's 30 s polling. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: messagesKeys.unreadCount,
    queryFn: () => api.get<UnreadCountAnswer>('/api/messages/unread/count'),
    enabled,
  });
}

const useRefreshInbox = () => useRefresh(messagesKeys.list, messagesKeys.unreadCount);

/** PATCH /api/messages/{id}/read or /unread (then the unread count is refreshed). */
export function useSetRead() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api.patch(`/api/messages/${id}/${read ? 'read' : 'unread'}`),
    onSuccess: () => void refresh(),
  });
}

/** DELETE /api/messages/{id}. */
export function useDeleteMessage() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/messages/${id}`),
    onSuccess: () => void refresh(),
  });
}

/** POST /api/messages {userId, subject, content} (admins). */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: SendMessageBody) => api.post<UserMessage>('/api/messages', body),
  });
}

/** GET /api/message-mails: whether a message unread for an hour is e-mailed. */
export function useMessageMails() {
  return useQuery({
    queryKey: messagesKeys.mails,
    queryFn: () => api.get<MessageMailsAnswer>('/api/message-mails'),
  });
}

/** PATCH /api/message-mails {enabled}. */
export function useSetMessageMails() {
  const refresh = useRefresh(messagesKeys.mails);
  return useMutation({
    mutationFn: (enabled: boolean) => api.patch<MessageMailsAnswer>('/api/message-mails', { enabled }),
    onSuccess: () => void refresh(),
  });
}
