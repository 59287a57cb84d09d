import { useRef, useState, type ChangeEvent, type DragEvent, type MouseEvent } from 'react';

/**
 * A drop zone around a native file input: a click anywhere opens the dialog, a drop or a choice
 * hands the files over (the input is emptied, so the same file can be picked again). Both file
 * pickers use it: the app's (Chakra) and the customer page's (plain elements).
 */
export function useDropZone(add: (files: File[]) => void, disabled: boolean | undefined) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return {
    input,
    dragging,
    zone: {
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (event.target !== input.current && !disabled) input.current?.click();
      },
      onDragOver: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) add(Array.from(event.dataTransfer.files));
      },
    },
    onInputChange: (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = Array.from(event.target.files ?? []);
      event.target.value = '';
      add(chosen);
    },
  };
}
