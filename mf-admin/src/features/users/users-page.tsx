import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import {
  roleNameSchema,
  USER_SORT_FIELDS,
  type UserListQuery,
  type UserSortField,
} from '@facturador/contracts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { AdminDataGrid } from '../../shared/grid/admin-data-grid.tsx';
import { useGridUrlState, type GridQuery } from '../../shared/grid/use-grid-url-state.ts';
import { useSessionUser } from '../../shared/use-session-user.ts';
import { usersQueryOptions } from './api/list-users.ts';
import { CreateUserDialog } from './components/create-user-dialog.tsx';
import { userColumns } from './components/user-columns.tsx';
import { UserDetailDialog } from './components/user-detail-dialog.tsx';
import { isStateFilter, STATE_FILTERS, UserFilters } from './components/user-filters.tsx';
import { usersMessages } from './messages.ts';

const FILTERS = ['rol', 'estado'] as const;
/** The open user's publicId, in the URL so that a link or the back button reopens it. */
const DETAIL_PARAM = 'usuario';

/** The grid's URL state as GET /users reads it; unknown values are left out. */
function toUserListQuery(query: GridQuery): UserListQuery {
  const role = roleNameSchema.safeParse(query.filters.rol);
  const state = query.filters.estado;
  return {
    page: query.page,
    limit: query.limit,
    search: query.search,
    ...((USER_SORT_FIELDS as readonly string[]).includes(query.sort ?? '')
      ? { sort: query.sort as UserSortField, order: query.order }
      : {}),
    ...(role.success ? { role: role.data } : {}),
    ...(isStateFilter(state) ? STATE_FILTERS[state] : {}),
  };
}

/** /app/admin/usuarios: every account, searchable and filterable, and what can be done to each. */
export default function UsersPage() {
  const grid = useGridUrlState({ filters: FILTERS });
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const actor = useSessionUser();
  const users = useQuery(usersQueryOptions(toUserListQuery(grid.query)));
  const openId = params.get(DETAIL_PARAM);

  const openDetail = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(DETAIL_PARAM, id);
      else next.delete(DETAIL_PARAM);
      return next;
    });

  const actorRoles = actor?.roles ?? [];
  return (
    <AdminPage
      title={usersMessages.title}
      description={usersMessages.description}
      actions={
        <Button variant="contained" onClick={() => setCreating(true)}>
          {usersMessages.create}
        </Button>
      }
    >
      <UserFilters
        role={grid.query.filters.rol}
        state={grid.query.filters.estado}
        onChange={grid.setFilter}
      />
      {users.isError && <Alert severity="error">{users.error.message || usersMessages.loadError}</Alert>}
      <AdminDataGrid
        label={usersMessages.gridLabel}
        rows={users.data?.data ?? []}
        columns={userColumns}
        getRowId={(row) => row.publicId}
        rowCount={users.data?.meta.total ?? 0}
        loading={users.isFetching}
        state={grid}
        searchable
        onOpenRow={(row) => openDetail(row.publicId)}
      />
      {creating && (
        <CreateUserDialog
          actorRoles={actorRoles}
          onClose={() => setCreating(false)}
          onCreated={(user) => {
            setCreating(false);
            openDetail(user.publicId);
          }}
        />
      )}
      {openId && actor && (
        <UserDetailDialog
          id={openId}
          actor={{ id: actor.id, roles: actorRoles }}
          onClose={() => openDetail(null)}
        />
      )}
    </AdminPage>
  );
}
