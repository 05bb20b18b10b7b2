import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '@/lib/i18n';
import { CUSTOMER_ITEMS } from './navItems';

/** The desktop 'Hi {name}!' menu of a signed-in customer: Orders, Profile, Logout. */
export default function UserMenu({ firstName, onLogout }: { firstName: string; onLogout: () => void }) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="text"
        size="large"
        endIcon={<KeyboardArrowDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}
      >
        {t('greeting', { firstName })}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {CUSTOMER_ITEMS.map((item) => (
          <MenuItem key={item.key} component={RouterLink} to={item.to} onClick={close}>
            {t(item.label)}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {t('navLogout')}
        </MenuItem>
      </Menu>
    </>
  );
}
