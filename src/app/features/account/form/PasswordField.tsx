import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../ui/icons.tsx';
import * as screenIcons from '../../../ui/screen-icons.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** A password input with a show/hide toggle; the toggle is a real button with a spoken name. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={64}
      end={
        <button type="button" className="field-icon" aria-label={visible ? t`Hide password` : t`Show password`} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          <Icon path={visible ? screenIcons.eyeOff : screenIcons.eye} size={22} />
        </button>
      }
    />
  );
}
