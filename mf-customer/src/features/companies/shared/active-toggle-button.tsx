import { Button } from '@mui/material';

/** «Desactivar» on an active record (in red), «Activar» on an inactive one. */
export function ActiveToggleButton(props: {
  active: boolean;
  labels: { activate: string; deactivate: string };
  onToggle: () => void;
}) {
  return (
    <Button size="small" color={props.active ? 'error' : 'primary'} onClick={props.onToggle}>
      {props.active ? props.labels.deactivate : props.labels.activate}
    </Button>
  );
}
