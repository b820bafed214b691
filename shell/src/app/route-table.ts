/**
 * Which remote owns which paths: the list lives in @facturador/federation, so each remote's
 * contract test checks its routes against the same mounts the shell uses.
 */
export { REMOTE_MOUNTS as remoteMounts, type LayoutName, type RemoteMount } from '@facturador/federation';
