import { InputAdornment } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The colour's code beside its swatch, so it can be read, compared and typed elsewhere. */
export function HexCode({ value }: { value: unknown }) {
  return (
    <InputAdornment position="end" sx={{ fontFamily: 'monospace' }}>
      {typeof value === 'string' ? value.toUpperCase() : ''}
    </InputAdornment>
  );
}

function WatchedHexCode({ source }: { source: string }) {
  return <HexCode value={useWatch({ name: source })} />;
}

/** A react-admin colour input that shows the chosen colour's hex code. */
export function ColorInput(props: TextInputProps) {
  return (
    <TextInput
      {...props}
      type="color"
      InputProps={{ endAdornment: <WatchedHexCode source={props.source} /> }}
    />
  );
}
