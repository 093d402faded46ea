import { TextInput } from 'react-admin';
import { ColorInput } from '../../lib/ColorInput';

export function TagInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="slug" helperText={creating ? 'Để trống để tạo từ tên' : undefined} />
      <ColorInput source="color" defaultValue="#607d8b" sx={{ width: 200 }} />
      <TextInput source="description" multiline minRows={2} />
    </>
  );
}
