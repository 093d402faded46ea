import { TextInput } from 'react-admin';

export function TagInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      <TextInput source="name" />
      <TextInput source="slug" helperText={creating ? 'Để trống để tạo từ tên' : undefined} />
      <TextInput source="color" type="color" defaultValue="#607d8b" sx={{ width: 120 }} />
      <TextInput source="description" multiline minRows={2} />
    </>
  );
}
