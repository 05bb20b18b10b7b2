import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { useState } from 'react';
import { useGetIdentity, useLogout } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { LOGIN_URL } from '../lib/session';

/** 'Hi {name}!' with Profile (closes the menu) and Logout (after a confirmation); a Login button when nobody is signed in. */
export function UserMenu() {
  const { identity, isPending } = useGetIdentity();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (isPending) return null;
  if (!identity) {
    return (
      <Button href={LOGIN_URL} variant="contained" color="primary">
        Login
      </Button>
    );
  }
  const name = (identity.firstName as string | undefined) || identity.fullName || 'there';
  return (
    <>
      <Button
        id="user-menu-button"
        color="inherit"
        endIcon={<KeyboardArrowDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', flex: 'none', minWidth: 0 }}
      >
        Hi {name}!
      </Button>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'user-menu-button' } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => setAnchor(null)}>Profile</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          Logout
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title="Are you sure you want to log out?"
        confirmLabel="Logout"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void logout({ userInitiated: true });
        }}
      />
    </>
  );
}
