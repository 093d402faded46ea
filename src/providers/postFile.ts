import { HttpError } from 'react-admin';
import { API_URL, tokenStore } from './httpClient';

/**
 * POSTs one file as multipart/form-data to a `{ data }` endpoint, reporting progress (0–100);
 * XMLHttpRequest because fetch cannot report upload progress. Errors carry the server's message.
 */
export function postFile<T>(
  path: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_URL}${path}`);
    const token = tokenStore.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { data?: T; message?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = {};
      }
      if (request.status >= 200 && request.status < 300) resolve(body.data as T);
      else reject(new HttpError(body.message ?? 'Đã có lỗi xảy ra', request.status, body));
    };
    request.onerror = () => reject(new HttpError('Không kết nối được tới máy chủ', 0));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
