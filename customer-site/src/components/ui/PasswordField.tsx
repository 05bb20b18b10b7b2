import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Limits } from '@moveday/openapi';
import { useT } from '@/lib/i18n';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & { toggle?: boolean };

/** A password input; with `toggle`, a button shows or hides what was typed. */
export function PasswordField({ toggle = true, slotProps, ...props }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength: Limits.passwordMax, ...(slotProps?.htmlInput as object) },
        input: toggle
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={t(visible ? 'hidePasswordLabel' : 'showPasswordLabel')}
                    aria-pressed={visible}
                    onClick={() => setVisible((v) => !v)}
                    onMouseDown={(event) => event.preventDefault()}
                    edge="end"
                  >
                    {visible ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
