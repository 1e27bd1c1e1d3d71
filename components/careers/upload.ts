// A multipart POST through XMLHttpRequest, whose upload events (unlike fetch's) report progress.
export interface UploadAnswer {
  status: number;
  data: unknown;
  retryAfter: string | null;
}

/** `language`: the page's <html lang>, so the API's refusals come in it (decision 0180). */
export function postWithProgress(url: string, body: FormData, onProgress: (fraction: number) => void, language = ""): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    if (language) xhr.setRequestHeader("Accept-Language", language);
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
