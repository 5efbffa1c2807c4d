import { type Ref, useImperativeHandle, useRef } from 'react';
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';

/** The crop's size on screen; the uploaded image is this square (scaled for the screen's density). */
export const CROP_SIZE = 240;
const CROP_BORDER = 24;

export interface AvatarCropAreaHandle {
  /** The image inside the circle as a data URL of the given type, or null before it is drawn. */
  toDataUrl(type: 'image/png' | 'image/jpeg'): string | null;
}

interface AvatarCropAreaProps {
  file: File;
  zoom: number;
  label: string;
  onReady: () => void;
  onUnreadable: () => void;
  ref?: Ref<AvatarCropAreaHandle>;
}

/** react-avatar-editor with a round mask (SPEC §2: round crop): drag to place, zoom from outside. */
export function AvatarCropArea({ file, zoom, label, onReady, onUnreadable, ref }: AvatarCropAreaProps) {
  const editor = useRef<AvatarEditorRef>(null);
  useImperativeHandle(ref, () => ({
    toDataUrl: (type) => editor.current?.getImageScaledToCanvas().toDataURL(type, 0.92) ?? null,
  }));
  return (
    <div role="img" aria-label={label}>
      <AvatarEditor
        ref={editor}
        image={file}
        width={CROP_SIZE}
        height={CROP_SIZE}
        border={CROP_BORDER}
        borderRadius={CROP_SIZE / 2}
        color={[255, 255, 255, 0.7]}
        scale={zoom}
        onImageReady={onReady}
        onLoadFailure={onUnreadable}
      />
    </div>
  );
}
