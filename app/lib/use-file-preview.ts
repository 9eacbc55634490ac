// A chosen image file with an object URL for its preview; the URL is revoked when the file is replaced,
// cleared, or the component goes away.
import { useCallback, useEffect, useRef, useState } from "react";

export type FilePreview = { file: File; url: string };

export function useFilePreview(): [FilePreview | null, (file: File | null) => void] {
  const [preview, setPreview] = useState<FilePreview | null>(null);
  const current = useRef<FilePreview | null>(null);

  const setFile = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = file ? { file, url: URL.createObjectURL(file) } : null;
    setPreview(current.current);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );

  return [preview, setFile];
}
