import type { UploadedImage } from '@et/contracts/uploads';
import { useMutation } from '@tanstack/react-query';
import { api } from './api';

/** POST /api/upload-image: the file goes as multipart in the field `image`; answers `{imageUrl}`. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.post<UploadedImage>('/api/upload-image', form);
    },
  });
}
