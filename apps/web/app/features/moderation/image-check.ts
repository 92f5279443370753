/** SPEC §9: logo and photo 1:1, banner 19:10; .jpg or .png; at most 5 MB (POST attachments). */
const ratios = { logo: 1, banner: 19 / 10, picture: 1 } as const;
export type ImageRole = keyof typeof ratios;

export type ImageProblem = { key: 'image_type' | 'too_large' } | { key: 'logo_ratio' | 'banner_ratio' | 'picture_ratio'; width: number; height: number };

const isImage = (f: File) => /\.(jpe?g|png)$/i.test(f.name) && (f.type === '' || f.type === 'image/jpeg' || f.type === 'image/png');

/**
 * Checks a chosen picture in the browser before it is sent (the server checks the stored file's
 * header again): format by name and type, size, and the ratio by its decoded pixel size.
 */
export async function checkImageFile(file: File, role: ImageRole | null): Promise<ImageProblem | null> {
  if (!isImage(file)) return { key: 'image_type' };
  if (file.size > 5 * 1024 * 1024) return { key: 'too_large' };
  if (!role) return null;
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('not an image'));
      img.src = url;
    });
    const { naturalWidth: width, naturalHeight: height } = img;
    const want = ratios[role];
    if (!width || !height) return { key: 'image_type' };
    if (Math.abs(width / height - want) / want > 0.02) return { key: `${role}_ratio`, width, height };
    return null;
  } catch {
    return { key: 'image_type' };
  } finally {
    URL.revokeObjectURL(url);
  }
}
