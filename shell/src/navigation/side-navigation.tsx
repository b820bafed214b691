import { Box, List, ListItem, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { menuForRoles, type MenuLink } from '@facturador/auth-api';
import { useUser } from '../session/use-session.ts';

function NavigationLink({
  link,
  current,
  onNavigate,
}: {
  link: MenuLink;
  current: boolean;
  onNavigate: () => void;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={link.path}
        selected={current}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        <ListItemText primary={link.label} />
      </ListItemButton>
    </ListItem>
  );
}

const groupHeadingId = (label: string) => `menu-group-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** SPEC.md §2: the menu of the signed-in user's roles; the current page is marked. */
export function SideNavigation({ onNavigate = () => {} }: { onNavigate?: () => void }) {
  const user = useUser();
  const { pathname } = useLocation();
  const entries = menuForRoles(user?.roles ?? []);
  // The deepest entry that contains the page: /app/mi-perfil/seguridad marks "Mi Perfil", not "Dashboard".
  const currentPath = entries
    .flatMap((entry) => (entry.kind === 'link' ? [entry.path] : entry.items.map((item) => item.path)))
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  const isCurrent = (path: string) => path === currentPath;

  // nav > ul > li: every link and every group is a list item, so the lists are valid (axe).
  return (
    <Box component="nav" aria-label="Navegación de la cuenta">
      <List>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <NavigationLink
              key={entry.path}
              link={entry}
              current={isCurrent(entry.path)}
              onNavigate={onNavigate}
            />
          ) : (
            <ListItem key={entry.label} disablePadding sx={{ display: 'block' }}>
              {/* The heading sits beside the nested list, not in it: a <ul> holds only <li>. */}
              <ListSubheader component="div" id={groupHeadingId(entry.label)}>
                {entry.label}
              </ListSubheader>
              <List aria-labelledby={groupHeadingId(entry.label)}>
                {entry.items.map((item) => (
                  <NavigationLink
                    key={item.path}
                    link={item}
                    current={isCurrent(item.path)}
                    onNavigate={onNavigate}
                  />
                ))}
              </List>
            </ListItem>
          ),
        )}
      </List>
    </Box>
  );
}
