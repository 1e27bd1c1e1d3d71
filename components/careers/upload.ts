// A multipart POST through XMLHttpRequest, whose upload events (unlike fetch's) report progress.
export interface UploadAnswer {
  status: number;
  data: unknown;
  retryAfter: string | null;
}

export function postWithProgress(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      resolve({ status: xhr.status, data, retryAfter: xhr.getResponseHeader("Retry-After") });
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.onabort = () => reject(new Error("aborted"));
    xhr.send(body);
  });
}
