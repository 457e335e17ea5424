// The upload rules of the accounts spec (section 5), checked before anything is sent; the BFF
// checks them again by the files' bytes.

/** An application: a comment of at most 140 characters and at most 3 pictures. */
export const applicationLimits = { comment: 140, pictures: 3 } as const;
/** Every picture: png or jpg, at most 5 MB. */
export const maxPictureMb = 5;
const maxPictureBytes = maxPictureMb * 1024 * 1024;

export type PictureProblem = 'file_type' | 'file_too_large';

/** What is wrong with a picture the player chose, by its type (or name) and size; null when it may go. */
export function pictureProblem(file: File): PictureProblem | null {
  const typed = file.type === 'image/png' || file.type === 'image/jpeg';
  const named = file.type === '' && /\.(png|jpe?g)$/i.test(file.name);
  if (!typed && !named) return 'file_type';
  if (file.size > maxPictureBytes) return 'file_too_large';
  return null;
}

/** The characters a player typed, as the BFF counts them (code points, not UTF-16 units). */
export const characterCount = (text: string) => [...text].length;
