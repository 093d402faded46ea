import { Button, type ButtonProps } from '@mui/material';
import { useRef, type InputHTMLAttributes } from 'react';

/**
 * A button that opens the file picker: a real button beside a hidden file input, where a label
 * drawn as a button would take the button role, which a label may not have.
 */
export function FileButton({
  input,
  ...button
}: Omit<ButtonProps, 'onClick'> & { input: InputHTMLAttributes<HTMLInputElement> }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => picker.current?.click()} />
      <input ref={picker} hidden type="file" {...input} />
    </>
  );
}
